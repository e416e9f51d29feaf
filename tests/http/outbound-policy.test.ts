import { afterEach, describe, expect, it } from 'vitest';
import { addressAllowed, checkUrlForSave, checkUrlSyntax, OutboundRefusal } from '@/lib/http/outbound-policy';

/**
 * The outbound address policy on the values a hostile feed or admin can type. None of these
 * is ever connected to: each is refused by the checks that run before a socket is opened
 * (the resolver below is a stub that records what it was asked).
 */
const refusedRule = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof OutboundRefusal) return error.rule;
    throw error;
  }
  return 'accepted';
};

afterEach(() => {
  delete process.env.OUTBOUND_ALLOW;
});

describe('outbound address policy', () => {
  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'forbidden_address'],
    ['http://10.0.0.1/odata', 'forbidden_address'],
    ['http://172.16.5.4/', 'forbidden_address'],
    ['http://192.168.1.1/', 'forbidden_address'],
    ['http://127.0.0.1:3000/', 'forbidden_address'],
    ['http://127.0.0.1@169.254.169.254/', 'userinfo'],
    ['http://user:pass@feed.example.com/', 'userinfo'],
    ['http://2130706433/', 'forbidden_address'],
    ['http://0177.0.0.1/', 'forbidden_address'],
    ['http://0x7f.0.0.1/', 'forbidden_address'],
    ['http://127.1/', 'forbidden_address'],
    ['http://0.0.0.0/', 'forbidden_address'],
    ['http://0/', 'forbidden_address'],
    ['http://100.64.0.1/', 'forbidden_address'],
    ['http://224.0.0.1/', 'forbidden_address'],
    ['http://255.255.255.255/', 'forbidden_address'],
    ['http://240.0.0.1/', 'forbidden_address'],
    ['http://[::1]/', 'forbidden_address'],
    ['http://[::]/', 'forbidden_address'],
    ['http://[::ffff:127.0.0.1]/', 'forbidden_address'],
    ['http://[::ffff:a9fe:a9fe]/', 'forbidden_address'],
    ['http://[::127.0.0.1]/', 'forbidden_address'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'forbidden_address'],
    ['http://[2002:7f00:1::]/', 'forbidden_address'],
    ['http://[fe80::1]/', 'forbidden_address'],
    ['http://[fc00::1]/', 'forbidden_address'],
    ['http://[fd12:3456::1]/', 'forbidden_address'],
    ['http://[ff02::1]/', 'forbidden_address'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'metadata_host'],
    ['http://METADATA.GOOGLE.INTERNAL./', 'metadata_host'],
    ['http://metadata/', 'metadata_host'],
    ['http://localhost:3000/', 'metadata_host'],
    ['http://api.localhost/', 'metadata_host'],
    ['ftp://feed.example.com/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://feed.example.com/', 'scheme'],
    ['not a url', 'scheme'],
  ])('%s is refused (%s) before any connection', (url, rule) => {
    expect(refusedRule(() => checkUrlSyntax(url))).toBe(rule);
  });

  it('accepts a public https address and a public IP literal', () => {
    expect(checkUrlSyntax('https://feed.example.com/odata').hostname).toBe('feed.example.com');
    expect(checkUrlSyntax('http://8.8.8.8/').hostname).toBe('8.8.8.8');
    expect(addressAllowed('2606:4700::1111', '443')).toBe(true);
  });

  it('OUTBOUND_ALLOW opens exactly the address and port it lists', () => {
    expect(refusedRule(() => checkUrlSyntax('http://127.0.0.1:40123/'))).toBe('forbidden_address');
    process.env.OUTBOUND_ALLOW = '127.0.0.1:40123, [::1]:40124';
    expect(refusedRule(() => checkUrlSyntax('http://127.0.0.1:40123/'))).toBe('accepted');
    expect(refusedRule(() => checkUrlSyntax('http://127.0.0.1:40125/'))).toBe('forbidden_address');
    expect(refusedRule(() => checkUrlSyntax('http://[::1]:40124/'))).toBe('accepted');
    expect(refusedRule(() => checkUrlSyntax('http://169.254.169.254:40123/'))).toBe('forbidden_address');
    // The allow-list never opens a metadata name nor userinfo.
    expect(refusedRule(() => checkUrlSyntax('http://127.0.0.1@127.0.0.1:40123/'))).toBe('userinfo');
  });

  describe('at save', () => {
    const resolver = (answers: Record<string, string[] | Error>) => {
      const asked: string[] = [];
      const resolve = async (host: string) => {
        asked.push(host);
        const answer = answers[host];
        if (!answer || answer instanceof Error) throw answer ?? new Error('ENOTFOUND');
        return answer;
      };
      return { asked, resolve };
    };

    it('refuses a name that resolves only to forbidden addresses', async () => {
      const { resolve } = resolver({ 'internal.example.com': ['10.1.2.3', '::1'] });
      await expect(checkUrlForSave('https://internal.example.com/odata', resolve)).rejects.toMatchObject({ rule: 'forbidden_address' });
    });

    it('accepts a name that resolves to a public address, or that does not resolve now (each run checks again)', async () => {
      const { resolve } = resolver({ 'feed.example.com': ['93.184.216.34'] });
      await expect(checkUrlForSave('https://feed.example.com/odata', resolve)).resolves.toBeInstanceOf(URL);
      await expect(checkUrlForSave('https://offline.example.com/odata', resolve)).resolves.toBeInstanceOf(URL);
    });

    it('refuses metadata names and literals without asking DNS', async () => {
      const { asked, resolve } = resolver({ 'metadata.google.internal': ['93.184.216.34'] });
      await expect(checkUrlForSave('http://metadata.google.internal/', resolve)).rejects.toMatchObject({ rule: 'metadata_host' });
      await expect(checkUrlForSave('http://2130706433/', resolve)).rejects.toMatchObject({ rule: 'forbidden_address' });
      expect(asked).toEqual([]);
    });
  });
});
