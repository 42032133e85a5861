import { MarkdownView } from '@pvz/ui/markdown-view';
import { MemoryRouter } from '@pvz/ui/router';
import { render, screen } from '@testing-library/react';

const picture = '/api/files?id=0f8fad5b-d9cb-469f-a165-70867728950e';

function renderMarkdown(markdown: string) {
  return render(
    <MemoryRouter>
      <MarkdownView markdown={markdown} />
    </MemoryRouter>,
  );
}

describe('Markdown of staff articles', () => {
  it('shows headings below the page title, emphasis, lists, links and our pictures', () => {
    renderMarkdown(
      [
        '# Приёмка',
        '**Сканируйте** каждую _коробку_.',
        '- первый шаг',
        '- второй шаг',
        '[Приёмка](/acceptance) и [сайт](https://example.ru)',
        `![Сканер](${picture})`,
      ].join('\n\n'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Приёмка' })).toBeVisible();
    expect(screen.getByText('Сканируйте').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual([
      'первый шаг',
      'второй шаг',
    ]);
    expect(screen.getByRole('link', { name: 'Приёмка' })).toHaveAttribute('href', '/acceptance');
    const outside = screen.getByRole('link', { name: 'сайт' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Сканер' })).toHaveAttribute('src', picture);
  });

  it('drops HTML of its own, unsafe links and pictures from elsewhere', () => {
    const { container } = renderMarkdown(
      [
        'До <script>alert(1)</script> после',
        '<img src="x" onerror="alert(1)">',
        '[ссылка](javascript:alert(1))',
        '![чужая](https://tracker.example/pixel.png)',
      ].join('\n\n'),
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.getByText('ссылка')).not.toHaveAttribute('href');
  });

  it('keeps a `/\\host` address on our site: the backslash is escaped, not read as a slash', () => {
    renderMarkdown('[наша](/tips) и [мнимая](/\\\\evil.example/x)');
    expect(screen.getByText('наша')).toHaveAttribute('href', '/tips');
    expect(screen.getByText('мнимая')).toHaveAttribute('href', '/%5Cevil.example/x');
  });
});
