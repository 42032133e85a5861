import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import ProfilePage from './profile-page';

installMswServer();

const profile = {
  id: 1,
  phoneNumber: '+79123456789',
  fio: 'Анна Смирнова',
  gender: 'female',
  age: 30,
  docsAcceptedAt: '2026-11-21T10:00:00.000Z',
  infoAcceptedAt: '2026-11-21T10:00:00.000Z',
  balance: 0,
};

function withServer(editAnswer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/clients/me', () => HttpResponse.json(profile)),
    http.post('/api/clients/edit-client', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return editAnswer(body);
    }),
  );
  return bodies;
}

describe('«Профиль»', () => {
  it('saves a new name and password with the current password and toasts the spec message', async () => {
    const bodies = withServer(() =>
      HttpResponse.json({ message: messages.passwordsMatch, client: { ...profile, fio: 'Анна Новая' } }),
    );
    const { user } = renderWithProviders(<ProfilePage />);
    const name = await screen.findByLabelText('Имя и фамилия');
    expect(name).toHaveValue('Анна Смирнова');
    await user.clear(name);
    await user.type(name, 'Анна Новая');
    await user.click(screen.getByLabelText('Сменить пароль'));
    await user.type(screen.getByLabelText('Новый пароль'), 'new-secret');
    await user.type(screen.getByLabelText(/Текущий пароль/), 'old-secret');
    await user.click(screen.getAllByRole('button', { name: 'Сохранить' })[0] as HTMLElement);
    expect(await screen.findByText(messages.accountUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        client: { fio: 'Анна Новая', phoneNumber: '+79123456789', oldPassword: 'old-secret', password: 'new-secret' },
        flag: true,
      },
    ]);
  });

  it('shows the spec message for a wrong current password', async () => {
    withServer(() => HttpResponse.json({ error: messages.oldPasswordWrong, code: 'BAD_REQUEST' }, { status: 400 }));
    const { user } = renderWithProviders(<ProfilePage />);
    await user.type(await screen.findByLabelText(/Текущий пароль/), 'wrong');
    await user.click(screen.getAllByRole('button', { name: 'Сохранить' })[0] as HTMLElement);
    expect(await screen.findAllByText(messages.oldPasswordWrong)).toHaveLength(2);
  });

  it('shows the general spec message for any other failure', async () => {
    withServer(() => HttpResponse.json({ error: messages.clientPhoneTaken, code: 'CONFLICT' }, { status: 409 }));
    const { user } = renderWithProviders(<ProfilePage />);
    await user.type(await screen.findByLabelText(/Текущий пароль/), 'secret');
    await user.click(screen.getAllByRole('button', { name: 'Сохранить' })[0] as HTMLElement);
    expect(await screen.findByText(messages.accountUpdateFailed)).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const bodies = withServer(() => HttpResponse.json({}));
    const { user } = renderWithProviders(<ProfilePage />);
    const phone = await screen.findByLabelText('Номер телефона');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.type(screen.getByLabelText(/Текущий пароль/), 'secret');
    await user.click(screen.getAllByRole('button', { name: 'Сохранить' })[0] as HTMLElement);
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '+79123456789');
    await user.clear(screen.getByLabelText(/Текущий пароль/));
    await user.click(screen.getAllByRole('button', { name: 'Сохранить' })[0] as HTMLElement);
    expect(screen.getByText(messages.passwordEmpty)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('saves age and gender', async () => {
    let saved: unknown;
    withServer(() => HttpResponse.json({}));
    server.use(
      http.post('/api/clients/accept-info', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ message: messages.infoAccepted, client: profile });
      }),
    );
    const { user } = renderWithProviders(<ProfilePage />);
    const age = await screen.findByLabelText('Возраст');
    expect(age).toHaveValue(30);
    await user.clear(age);
    await user.type(age, '31');
    await user.click(screen.getByLabelText('Мужской'));
    await user.click(screen.getAllByRole('button', { name: 'Сохранить' })[1] as HTMLElement);
    expect(await screen.findByText(messages.infoAccepted)).toBeInTheDocument();
    expect(saved).toEqual({ client: { age: 31, gender: 'male' } });
  });
});
