/** /qa/login: the editor sign-in. */
export { default, generateMetadata } from '@/builder/login/LoginScreen';
