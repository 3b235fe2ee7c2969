// A remote is consumed through remoteEntry.js / mf-manifest.json; this entry only satisfies the bundler.
export {};
