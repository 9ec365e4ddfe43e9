// esbuild bundles the stylesheet the page imports into login-page.css beside the script.
declare module '*.css';
