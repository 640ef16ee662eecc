import rootPackage from '../../../../package.json' with { type: 'json' };

/**
 * The release this server is (semantic versioning; CHANGELOG.md): the root package.json's version, compiled into the
 * build. Reported by /readyz, /metrics (gathering_build_info), the OpenAPI document and the console's About.
 */
export const VERSION: string = rootPackage.version;
