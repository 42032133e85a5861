/** The id of this build of the shell, or 'dev' under the dev server (set by webpack). */
declare const __BUILD_ID__: string;
