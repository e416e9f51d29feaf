// The consent tool with its styles, in one chunk the banner imports on demand: a site without
// tags needing consent downloads neither (a CSS import in the banner's own file would put the
// tool's 30 KB stylesheet on every public page).
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';

export { run, showPreferences } from 'vanilla-cookieconsent';
