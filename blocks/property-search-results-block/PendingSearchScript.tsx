import { searchFiltersStorageKey } from '@/stores/search-filters';

/**
 * The search page's HTML (cached, the same for every visitor) carries the default search's
 * first cards. A visitor whose search is another one (a query in the address, or filters
 * kept in this tab's session) must not see them before the scripts load: this inline
 * script, run as the HTML is parsed, marks the document, and CSS shows the cards as
 * placeholders until the browser's own search replaces them (the page's CSP allows inline
 * scripts on public pages). Rendered before the list, with no client state (it only runs once).
 */
export function PendingSearchScript() {
  const code = `try{var q=location.search.replace(/^\\?/,'').split('&').filter(function(p){return p&&!/^(variant|utm_[a-z]+)=/.test(p)});if(q.length||sessionStorage.getItem(${JSON.stringify(searchFiltersStorageKey)}))document.documentElement.setAttribute('data-search-pending','')}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: code }} suppressHydrationWarning />;
}
