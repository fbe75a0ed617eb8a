import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the markup a content page is written in', () => {
    const html = '<h2>Title</h2><p>A <strong>bold</strong> &amp; <em>fine</em> <a href="/page/help/">link</a>.<br>Next</p><ul><li>One</li></ul><h3>Q</h3><p><a href="mailto:hi@example.com">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames and forms with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p><style>p{}</style><iframe src="https://x.test"></iframe><form><button>x</button></form>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><math><mi>x</mi></math><template><p>t</p></template>')).toBe('');
    expect(sanitizeHtml('<noscript><img src=x onerror=alert(1)></noscript>')).toBe('');
  });

  it('drops event handlers, styles and classes, and links that are not web, mail or same-site', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JAVASCRIPT:alert(1)">x</a><a href="data:text/html,x">y</a><a href="vbscript:x">z</a>')).toBe('<a>x</a><a>y</a><a>z</a>');
    expect(sanitizeHtml('<a href="//evil.test/">x</a><a href="/\\evil.test">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitizeHtml('<img src="javascript:alert(1)" alt="a"><img src="mailto:a@b.c"><img src="/img/tiles/1.svg" alt="t" width="100" height="x">')).toBe(
      '<img src="/img/tiles/1.svg" alt="t" width="100">',
    );
  });

  it('marks links to other sites noopener noreferrer', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&c=2" target="_blank">x</a>')).toBe('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>');
  });

  it('keeps the text of elements it does not allow, renames top-level headings, and drops comments', () => {
    expect(sanitizeHtml('<h1>Big</h1><div><span>in</span> a div</div><!-- note --><h6>small</h6>')).toBe('<h2>Big</h2>in a div<h4>small</h4>');
  });

  it('escapes text and attributes so the output cannot be re-parsed into markup', () => {
    const out = sanitizeHtml('<p title="x">&lt;script&gt;alert(1)&lt;/script&gt;</p><a href="/x" title="&quot;><script>">t</a>');
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><a href="/x" title="&quot;><script>">t</a>');
    expect(sanitizeHtml(out)).toBe(out);
  });

  it('closes what was left open, as a browser would', () => {
    expect(sanitizeHtml('<p><strong>unclosed<p>next')).toBe('<p><strong>unclosed</strong></p><p><strong>next</strong></p>');
  });
});
