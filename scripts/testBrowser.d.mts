// The types of testBrowser.mjs, which `npm test` runs in plain Node and the test configs import.
export declare const testBrowserPackage: string;
export declare const testBrowserPath: string;
