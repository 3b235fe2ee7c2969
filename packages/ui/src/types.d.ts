// Style sheets are handled by the bundler (Rspack css/auto); TypeScript 7 needs them declared.
declare module '*.css';
