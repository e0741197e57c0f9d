import { describe, expect, it } from 'vitest';
import { MENTION_LINK_CLASS, POST_LINK_REL } from '@salon/domain/post-markdown';
import { renderPostHtml } from './post-markdown';

const ALLOWED = new Set(['P', 'BR', 'EM', 'STRONG', 'A', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'CODE']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'rel', 'target', 'start', 'class']);

/** The rendered body as a document fragment, to inspect as a browser would build it. */
function rendered(body: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderPostHtml(body);
  return host;
}

/**
 * Every element and attribute is on the allowlist; every link is a web, mail or site link, with
 * `rel` and a new tab, but for a mention's, to a member page in this tab.
 */
function expectOnlyAllowed(host: HTMLElement) {
  for (const element of host.querySelectorAll('*')) {
    expect(ALLOWED, `<${element.tagName}>`).toContain(element.tagName);
    for (const attribute of element.getAttributeNames()) {
      expect(ALLOWED_ATTRIBUTES, `${element.tagName} ${attribute}`).toContain(attribute);
    }
  }
  for (const mention of host.querySelectorAll(`a.${MENTION_LINK_CLASS}`)) {
    expect(mention.getAttribute('href')).toMatch(/^\/[a-z0-9_-]+$/);
    expect(mention.getAttribute('target')).toBeNull();
  }
  for (const element of host.querySelectorAll('[class]')) {
    expect(element.matches(`a.${MENTION_LINK_CLASS}`), element.outerHTML).toBe(true);
  }
  for (const link of host.querySelectorAll(`a:not(.${MENTION_LINK_CLASS})`)) {
    expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|\/(?!\/))/i);
    expect(link.getAttribute('rel')).toBe(POST_LINK_REL);
    expect(link.getAttribute('target')).toBe('_blank');
  }
}

describe('renderPostHtml', () => {
  it('renders paragraphs, line breaks, emphasis, quotes, lists and code', () => {
    const host = rendered(
      [
        'First line',
        'second line',
        '',
        '*em*, _em_, **strong** and `code`',
        '',
        '> A quote',
        '',
        '- one',
        '- two',
        '',
        '3. three',
        '4. four',
      ].join('\n'),
    );
    expect(host.innerHTML).toContain('<p>First line<br>\nsecond line</p>');
    expect(host.querySelectorAll('em')).toHaveLength(2);
    expect(host.querySelector('strong')?.textContent).toBe('strong');
    expect(host.querySelector('code')?.textContent).toBe('code');
    expect(host.querySelector('blockquote')?.textContent?.trim()).toBe('A quote');
    expect(host.querySelectorAll('ul > li')).toHaveLength(2);
    expect(host.querySelector('ol')?.getAttribute('start')).toBe('3');
    expectOnlyAllowed(host);
  });

  it('links web and mail addresses, with rel and a new tab', () => {
    const host = rendered(
      '[Karajan](https://example.com/k), <https://example.org>, https://example.net/x and [mail](mailto:a@example.com) and [a thread](/salon/thread/t1)',
    );
    const links = [...host.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/k',
      'https://example.org',
      'https://example.net/x',
      'mailto:a@example.com',
      '/salon/thread/t1',
    ]);
    expectOnlyAllowed(host);
  });

  it('leaves bare names and e-mail addresses as text', () => {
    const host = rendered('example.com and someone@example.com');
    expect(host.querySelector('a')).toBeNull();
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['an inline handler', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['a style tag', '<style>body{display:none}</style>', '<style>'],
    ['an HTML link', '<a href="https://evil.example">x</a>', '<a href='],
  ])('shows %s as the text typed', (_case, body, shown) => {
    const host = rendered(body);
    expect(host.textContent).toContain(shown);
    expect(host.querySelector('script, img, iframe, style')).toBeNull();
    expectOnlyAllowed(host);
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['JavaScript: in capitals', '[click](JaVaScRiPt:alert(1))'],
    ['an encoded javascript:', '[click](&#106;avascript:alert(1))'],
    ['javascript: with spaces', '[click]( javascript:alert(1) )'],
    ['vbscript:', '[click](vbscript:msgbox(1))'],
    ['data:', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['file:', '[click](file:///etc/passwd)'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a protocol-relative path', '[click](//evil.example)'],
  ])('makes no link of %s', (_case, body) => {
    const host = rendered(body);
    expect(host.querySelector('a')).toBeNull();
    expectOnlyAllowed(host);
  });

  it('shows no image: its description links to the picture at most', () => {
    const host = rendered('![A score](https://example.com/score.png) ![x](javascript:alert(1))');
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.com/score.png');
    expect(host.textContent).toContain('!');
    expectOnlyAllowed(host);
  });

  it('reads headings, rules, tables and code blocks as typed', () => {
    const body =
      '# Heading\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n    indented code\n\n```\nfenced\n```';
    const host = rendered(body);
    expect(host.querySelector('h1, hr, table, pre')).toBeNull();
    expect(host.textContent).toContain('# Heading');
    expect(host.textContent).toContain('| a | b |');
    // A fence is read as inline code at most: no block of code.
    expect(host.querySelector('code')?.textContent).toContain('fenced');
    expectOnlyAllowed(host);
  });

  it('decodes entities as text, never as markup', () => {
    const host = rendered('Fish &amp; chips &lt;script&gt;alert(1)&lt;/script&gt; &#60;b&#62;');
    expect(host.textContent?.trim()).toBe('Fish & chips <script>alert(1)</script> <b>');
    expect(host.querySelector('script, b')).toBeNull();
  });

  it('keeps attributes out of emphasis and link titles', () => {
    const host = rendered('[x](https://example.com "title onmouseover=alert(1)") *a" onclick="b*');
    expect(host.querySelector('a')?.getAttribute('title')).toBeNull();
    expectOnlyAllowed(host);
  });

  it('masks listed words in the text after parsing, so masks are no emphasis', () => {
    const host = rendered('What a shit ending, *truly*. **Fucking** good though: shit.');
    expect(host.textContent).not.toMatch(/shit|fucking/i);
    expect(host.textContent).toContain('****');
    expect(host.querySelector('em')?.textContent).toBe('truly');
  });

  it('reads a plain post as its paragraphs and lines', () => {
    const host = rendered('Line one\nLine two\n\nA new paragraph.');
    expect(host.querySelectorAll('p')).toHaveLength(2);
    expect(host.querySelectorAll('br')).toHaveLength(1);
  });

  it('links an @mention to the member page of its stored name, in this tab', () => {
    const host = rendered('Ask **@Clara** or @felix_m. > and (@ada-b)');
    const links = [...host.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['@Clara', '/clara'],
      ['@felix_m', '/felix_m'],
      ['@ada-b', '/ada-b'],
    ]);
    expect(links[0]?.parentElement?.tagName).toBe('STRONG');
    for (const link of links) {
      expect(link.className).toBe(MENTION_LINK_CLASS);
      expect(link.getAttribute('rel')).toBeNull();
    }
    expectOnlyAllowed(host);
  });

  it('links no mention in an address, in code, in a link’s text or after an escape', () => {
    const host = rendered(
      'ada@example.com `@clara` \\@felix https://example.com/@bea [see @cid](https://example.com)',
    );
    expect([...host.querySelectorAll(`a.${MENTION_LINK_CLASS}`)]).toEqual([]);
    expect(host.querySelector('code')?.textContent).toBe('@clara');
    expect(host.textContent).toContain('@felix');
    expect(host.querySelectorAll('a')).toHaveLength(2);
    expectOnlyAllowed(host);
  });

  it('links exactly the names the domain reads as mentions', async () => {
    const { mentionedUsernames } = await import('@salon/domain');
    const body = '@Ada, @bea. @c @dee-ee_f @ghi-- x@jkl `@kl` @mno.pqr @stu';
    const host = rendered(body);
    const linked = [...host.querySelectorAll(`a.${MENTION_LINK_CLASS}`)].map((link) =>
      link.getAttribute('href')?.slice(1),
    );
    expect(linked).toEqual(mentionedUsernames(body));
  });
});
