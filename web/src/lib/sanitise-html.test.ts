import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml and the rich-text editor\'s markup', () => {
  it('keeps the editor\'s bullets, alignment and indents, and no other class or data attribute', () => {
    const html = sanitiseHtml(
      '<ol><li data-list="bullet" class="ql-indent-1 evil">Satu</li><li data-list="javascript:x">Dua</li></ol>' +
        '<p class="ql-align-center hidden" data-x="1" onclick="x()">Tengah</p><p class="evil">Biasa</p>',
    );
    expect(html).toBe('<ol><li data-list="bullet" class="ql-indent-1">Satu</li><li>Dua</li></ol><p class="ql-align-center">Tengah</p><p>Biasa</p>');
  });
});
