// What the Node builds (the prerenderer) share under the name `react-router-dom`: the browser's declarative part
// (react-router-declarative.mjs) and the router the prerenderer renders a URL with, which the browser never needs.
export * from './react-router-declarative.mjs';
export { StaticRouter } from 'react-router';
