// Demo partner tool: translates itself from ?lang= and posts its height to the parent page
// the way the real property tool does (a remaxIframeHeight message).
(function () {
  var lang = new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'fr';
  document.documentElement.lang = lang;
  document.querySelectorAll('[data-' + lang + ']').forEach(function (el) {
    el.textContent = el.getAttribute('data-' + lang);
  });
  function post() {
    parent.postMessage({ event: 'remaxIframeHeight', height: document.documentElement.scrollHeight }, '*');
  }
  post();
  new ResizeObserver(post).observe(document.body);
})();
