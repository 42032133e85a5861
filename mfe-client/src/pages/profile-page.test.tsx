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
  phoneVerified: true,
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

  it('changes the phone only with the code sent to the new one, showing a wrong code at its field', async () => {
    const asked: unknown[] = [];
    const bodies = withServer((body) =>
      (body as { client: { phoneCode?: string } }).client.phoneCode === '654321'
        ? HttpResponse.json({ message: messages.passwordsMatch, client: { ...profile, phoneNumber: '+79990001122' } })
        : HttpResponse.json({ error: messages.codeNotFound, code: 'BAD_REQUEST' }, { status: 400 }),
    );
    server.use(
      http.post('/api/clients/send-message', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          id: '0b7c6a52-7d0f-4e8e-9a57-2f5a1c1e7a10',
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
          resendAt: new Date(Date.now() + 60_000).toISOString(),
          botLink: null,
          channels: ['sms'],
        });
      }),
    );
    const { user } = renderWithProviders(<ProfilePage />);
    const phone = await screen.findByLabelText('Номер телефона');
    await user.clear(phone);
    await user.type(phone, '8 999 000-11-22');
    await user.type(screen.getByLabelText(/Текущий пароль/), 'secret');
    const save = () => user.click(screen.getAllByRole('button', { name: 'Сохранить' })[0] as HTMLElement);
    await save();
    expect(screen.getByText(messages.phoneChangeCodeRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Получить код на новый номер' }));
    expect(asked).toEqual([{ phoneNumber: '+79990001122', purpose: 'phone-change' }]);
    await user.type(await screen.findByLabelText('Код из SMS'), '111111');
    await save();
    expect(await screen.findByText(messages.codeNotFound)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Код из SMS'));
    await user.type(screen.getByLabelText('Код из SMS'), '654321');
    await save();
    expect(await screen.findByText(messages.accountUpdated)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      client: { fio: 'Анна Смирнова', phoneNumber: '+79990001122', oldPassword: 'secret', phoneCode: '654321' },
      flag: false,
    });
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
