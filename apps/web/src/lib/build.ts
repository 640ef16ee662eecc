import { version } from '../../../../package.json';

// Spec 001 §9: shown in the user menu of both consoles.
export const BUILD_LABEL = 'Build 2.8.6.250410398';
/** The release (root package.json, CHANGELOG.md): shown under the build label, the console's "About". */
export const RELEASE = version;
