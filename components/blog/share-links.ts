/**
 * Share links of a post (spec 001 "Blog post page"): a social sharer with the url, a tweet
 * intent, a professional-network share and a mailto with a body, all with the encoded
 * full URL of the page.
 */
export function shareLinks(url: string, title: string, emailBody: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(emailBody)}`,
  };
}
