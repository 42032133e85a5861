import { insertBlock, prefixLines, wrapSelection } from './markdown-edits';

describe('Markdown toolbar edits', () => {
  it('wraps the selection, or a placeholder, and selects what is inside', () => {
    expect(wrapSelection({ text: 'Сканируйте коробку', start: 11, end: 18 }, '**', '**', 'текст')).toEqual({
      text: 'Сканируйте **коробку**',
      start: 13,
      end: 20,
    });
    expect(wrapSelection({ text: 'См. ', start: 4, end: 4 }, '[', '](https://)', 'ссылка')).toEqual({
      text: 'См. [ссылка](https://)',
      start: 5,
      end: 11,
    });
  });

  it('prefixes every line the selection touches', () => {
    const text = 'Шаги:\nпервый\nвторой';
    expect(prefixLines({ text, start: 8, end: text.length }, '- ')).toEqual({
      text: 'Шаги:\n- первый\n- второй',
      start: 10,
      end: text.length + 4,
    });
    expect(prefixLines({ text: 'Заголовок', start: 0, end: 0 }, '## ').text).toBe('## Заголовок');
  });

  it('puts a picture on lines of its own', () => {
    const picture = '![](/api/files?id=1)';
    expect(insertBlock({ text: 'До', start: 2, end: 2 }, picture)).toEqual({
      text: `До\n\n${picture}\n`,
      start: 4 + picture.length,
      end: 4 + picture.length,
    });
    expect(insertBlock({ text: '', start: 0, end: 0 }, picture).text).toBe(`${picture}\n`);
    expect(insertBlock({ text: 'До\n\n\nпосле', start: 4, end: 4 }, picture).text).toBe(`До\n\n${picture}\n\nпосле`);
    expect(insertBlock({ text: '**жирный**\nпосле', start: 2, end: 8 }, picture).text).toBe(
      `**жирный**\n\n${picture}\n\nпосле`,
    );
  });
});
