import type { CannedAnswer, CannedAnswerBody } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { CannedAnswersDialog } from './canned-answers-dialog';

installMswServer();

let answers: CannedAnswer[];
let created: CannedAnswerBody[];
let removed: number[];

beforeEach(() => {
  answers = [{ id: 1, title: 'Приветствие', body: 'Здравствуйте!' }];
  created = [];
  removed = [];
  server.use(
    http.get('/api/tickets/canned', () => HttpResponse.json({ answers })),
    http.post('/api/tickets/canned/create', async ({ request }) => {
      const body = (await request.json()) as CannedAnswerBody;
      created.push(body);
      const answer = { id: 10 + created.length, title: body.title.trim(), body: body.body.trim() };
      answers = [...answers, answer];
      return HttpResponse.json(answer);
    }),
    http.post('/api/tickets/canned/delete', async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      if (id === 404)
        return HttpResponse.json({ error: messages.chatCannedNotFound, code: 'NOT_FOUND' }, { status: 404 });
      removed.push(id);
      answers = answers.filter((answer) => answer.id !== id);
      return HttpResponse.json({ id });
    }),
  );
});

const renderDialog = () => renderWithProviders(<CannedAnswersDialog onClose={() => undefined} />);

describe('«Шаблоны ответов»', () => {
  it('adds an answer by title and text, refusing an empty one', async () => {
    const { user } = renderDialog();
    const list = await screen.findByRole('list', { name: 'Шаблоны' });
    expect(await within(list).findByText('Приветствие')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText(messages.chatCannedTitleEmpty)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Часы работы');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText(messages.chatCannedBodyEmpty)).toBeVisible();
    expect(created).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Текст' }), 'С 9 до 21,{Enter}без выходных');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(created).toEqual([{ title: 'Часы работы', body: 'С 9 до 21,\nбез выходных' }]));
    expect(await within(list).findByText('Часы работы')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('');
    expect(screen.queryByText(messages.chatCannedBodyEmpty)).toBeNull();
  });

  it('deletes an answer only once asked, and keeps it when cancelled', async () => {
    const { user } = renderDialog();
    const list = await screen.findByRole('list', { name: 'Шаблоны' });
    await user.click(await within(list).findByRole('button', { name: 'Удалить шаблон «Приветствие»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить шаблон?' });
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Удалить шаблон?' })).toBeNull());
    expect(removed).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Удалить шаблон «Приветствие»' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удалить шаблон?' })).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(removed).toEqual([1]));
    expect(await screen.findByText('Шаблонов пока нет.')).toBeVisible();
  });

  it('shows the gateway’s refusal in the question', async () => {
    answers = [{ id: 404, title: 'Удалённый коллегой', body: 'Текст' }];
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Удалить шаблон «Удалённый коллегой»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить шаблон?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await within(confirm).findByText(messages.chatCannedNotFound)).toBeVisible();
  });
});
