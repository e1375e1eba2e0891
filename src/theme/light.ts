/** Fluent's light theme builder, a chunk of its own: dark is the default, so most sessions never load it. */
export { createLightTheme } from '@fluentui/react-components';
