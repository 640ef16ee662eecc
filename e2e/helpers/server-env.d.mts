// Types of server-env.mjs (plain JavaScript: start-server.mjs and scripts/test.mjs run it without tsx).
export declare const DEMO_PASSWORD: string;
export declare const PLATFORM_ADMIN_PASSWORD: string;
export declare const DATA_REGION: string;
export declare const root: string;
export declare const serverDir: string;
export declare const serverArgs: string[];
export declare function serverEnv(
  port: number | string,
  dataDir: string,
  demoPassword: string,
  adminPassword: string,
): NodeJS.ProcessEnv;
