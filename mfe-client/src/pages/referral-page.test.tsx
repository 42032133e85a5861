import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import ReferralPage from './referral-page';

installMswServer();

const link = 'http://localhost/auth/register?hash=h&q=q&phone=p';

describe('«Пригласить друга»', () => {
  it('shows the link with its QR code, copies it, and lists friends with their progress and the balance', async () => {
    server.use(
      http.get('/api/clients/referral-link', () => HttpResponse.json({ link, hash: 'h', q: 'q', phone: 'p' })),
      http.get('/api/clients/my-referrals', () =>
        HttpResponse.json({
          friends: [
            {
              fio: 'Пётр Друг',
              maskedPhone: '+7 *** ***-**-01',
              invitedAt: '2026-11-01T09:00:00.000Z',
              issuedTotal: 1500_00,
              bonusAccruedAt: null,
            },
            {
              fio: 'Ольга Подруга',
              maskedPhone: '+7 *** ***-**-02',
              invitedAt: '2026-10-01T09:00:00.000Z',
              issuedTotal: 4000_00,
              bonusAccruedAt: '2026-11-10T09:00:00.000Z',
            },
          ],
          referralBonus: 500_00,
          referralThreshold: 3000_00,
          balance: 500_00,
        }),
      ),
    );
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<ReferralPage />);
    expect(await screen.findByLabelText('Ссылка')).toHaveValue(link);
    expect(await screen.findByAltText('QR-код приглашения')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await screen.findByText(messages.referralLinkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);

    const friends = await screen.findByRole('list', { name: 'Приглашённые друзья' });
    const [peter, olga] = within(friends).getAllByRole('listitem');
    expect(peter).toHaveTextContent('Пётр Друг');
    expect(peter).toHaveTextContent('В процессе');
    expect(within(peter as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(olga).toHaveTextContent('Бонус начислен');
    expect(olga).toHaveTextContent(/3\s000\s₽ из 3\s000\s₽/);
    expect(screen.getByText(/500\s₽ за каждого друга, чьи полученные заказы составят 3\s000\s₽/)).toBeInTheDocument();
  });

  it('says so when nobody is invited yet', async () => {
    server.use(
      http.get('/api/clients/referral-link', () => HttpResponse.json({ link, hash: 'h', q: 'q', phone: 'p' })),
      http.get('/api/clients/my-referrals', () =>
        HttpResponse.json({ friends: [], referralBonus: 500_00, referralThreshold: 3000_00, balance: 0 }),
      ),
    );
    renderWithProviders(<ReferralPage />);
    expect(await screen.findByText('Вы пока никого не пригласили.')).toBeInTheDocument();
  });
});
