import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';
import { sanitiseHtml } from './sanitise-html';

describe('information bodies', () => {
  it('keeps the allowed markup and drops scripts, handlers, unsafe addresses and unknown elements', () => {
    const html = sanitiseHtml(
      '<h2 style="color:red">Judul</h2><p onclick="x()">Teks <a href="javascript:alert(1)">a</a> <a href="https://pdgi.or.id">b</a></p>' +
        '<img src="data:text/html,x" onerror="alert(1)"><script>alert(2)</script><iframe src="https://x"></iframe><marquee>m</marquee><!-- c -->',
    );
    expect(html).toBe(
      '<h2>Judul</h2><p>Teks <a rel="noopener noreferrer nofollow" target="_blank">a</a> <a href="https://pdgi.or.id" rel="noopener noreferrer nofollow" target="_blank">b</a></p><img>m',
    );
  });

  it('renders the markdown the bodies use, with raw HTML shown as text', () => {
    expect(markdownToHtml('## Pendaftaran\n\nDibuka **31 Juli** di [situs](https://pit.id).\n\n- satu\n- dua\n\n<b>x</b>')).toBe(
      '<h3>Pendaftaran</h3>\n<p>Dibuka <strong>31 Juli</strong> di <a href="https://pit.id">situs</a>.</p>\n<ul>\n<li>satu</li>\n<li>dua</li>\n</ul>\n<p>&lt;b&gt;x&lt;/b&gt;</p>',
    );
  });
});
