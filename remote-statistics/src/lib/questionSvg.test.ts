import { escapeXml, questionSvg } from './questionSvg';

describe('questionSvg', () => {
  it('writes the title, each option’s words and a bar as long as its share, text escaped', () => {
    const svg = questionSvg({
      title: 'E1-1 <b>Was</b> the box "sealed"?',
      subtitle: '40 threads answered',
      rows: [
        { label: 'Yes & sure', value: '34 threads (85%)', fraction: 0.85, flagged: false },
        { label: 'No', value: '6 threads (15%), 6 flagged', fraction: 0.15, flagged: true },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>E1-1 &lt;b&gt;Was&lt;/b&gt; the box &quot;sealed&quot;?</title>');
    expect(svg).toContain('>Yes &amp; sure</text>');
    expect(svg).toContain('width="255.0"');
    expect(svg).toContain('width="45.0" height="16" fill="url(#flagged)"');
    expect(svg).toContain('>6 threads (15%), 6 flagged</text>');
    expect(svg).not.toContain('<b>');
  });

  it('escapes every character XML gives a meaning', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
