import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import DeliveryPage from './delivery-page';

installMswServer();

const info = {
  points: [
    { id: 1, name: 'ПВЗ Донецк', address: 'ул. Артёма, 1' },
    { id: 2, name: 'ПВЗ Мариуполь', address: 'пр. Мира, 5' },
  ],
  marketplaces: [
    { id: 10, name: 'Ozon' },
    { id: 11, name: 'Wildberries' },
  ],
  percents: [
    { pointId: 1, marketplaceId: 10, percent: 7.5 },
    { pointId: 1, marketplaceId: 11, percent: 10 },
    { pointId: 2, marketplaceId: 10, percent: 10 },
    { pointId: 2, marketplaceId: 11, percent: 10 },
  ],
  orderAddress: 'Ряженое, ул. Центральная, 1',
};

function withServer() {
  const created: unknown[] = [];
  const uploads: string[] = [];
  server.use(
    http.get('/api/clients/barcode-delivery/info', () => HttpResponse.json(info)),
    http.post('/api/files', ({ request }) => {
      uploads.push(new URL(request.url).searchParams.get('purpose') ?? '');
      return HttpResponse.json({ id: '6f1c2a9e-0000-4000-8000-000000000001', contentType: 'image/png', size: 10 });
    }),
    http.post('/api/clients/barcode-delivery', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ id: 5, message: messages.barcodeDeliveryCreated });
    }),
    http.get('/api/clients/barcode-delivery/mine', () =>
      HttpResponse.json(
        created.length === 0
          ? []
          : [
              {
                id: 5,
                point: 'ПВЗ Донецк',
                marketplace: 'Ozon',
                itemsCount: 2,
                percent: 7.5,
                createdAt: '2026-11-21T10:00:00.000Z',
                fileId: null,
                collected: false,
              },
            ],
      ),
    ),
  );
  return { created, uploads };
}

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qr.png', { type: 'image/png' });

describe('«Доставка по штрих-коду»', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });

  it('shows the % of the chosen point and marketplace, sends the picture and lists the new delivery', async () => {
    const { created, uploads } = withServer();
    const { user } = renderWithProviders(null, {
      routes: [{ path: '/client/delivery/*', element: <DeliveryPage /> }],
      at: '/client/delivery/main',
    });
    await user.click(await screen.findByRole('combobox', { name: 'Пункт выдачи' }));
    await user.click(screen.getByRole('option', { name: /ПВЗ Донецк/ }));
    await user.click(screen.getByRole('combobox', { name: 'Маркетплейс' }));
    await user.click(screen.getByRole('option', { name: 'Ozon' }));
    const terms = screen.getByLabelText('Условия доставки');
    expect(terms).toHaveTextContent('7,5 %');
    expect(terms).toHaveTextContent(info.orderAddress);
    await user.clear(screen.getByLabelText('Количество товаров'));
    await user.type(screen.getByLabelText('Количество товаров'), '2');
    await user.upload(screen.getByLabelText('Картинка штрих-кода'), picture());
    expect(screen.getByRole('img', { name: 'Предпросмотр штрих-кода' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(messages.barcodeDeliveryCreated)).toBeInTheDocument();
    expect(uploads).toEqual(['barcode']);
    expect(created).toEqual([
      { pointId: 1, marketplaceId: 10, fileId: '6f1c2a9e-0000-4000-8000-000000000001', itemsCount: 2 },
    ]);
    const list = await screen.findByRole('list', { name: 'Мои отправленные штрих-коды' });
    expect(within(list).getByText('Ozon → ПВЗ Донецк')).toBeInTheDocument();
  });

  it('asks for the point, the marketplace and the picture before sending anything', async () => {
    const { created, uploads } = withServer();
    const { user } = renderWithProviders(null, {
      routes: [{ path: '/client/delivery/*', element: <DeliveryPage /> }],
      at: '/client/delivery/main',
    });
    await user.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(screen.getByText(messages.pointRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Пункт выдачи' }));
    await user.click(screen.getByRole('option', { name: /ПВЗ Мариуполь/ }));
    await user.click(screen.getByRole('combobox', { name: 'Маркетплейс' }));
    await user.click(screen.getByRole('option', { name: 'Wildberries' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByText(messages.fileMissing)).toBeInTheDocument();
    // a file picker filters by `accept`; a browser may still hand over something else
    fireEvent.change(screen.getByLabelText('Картинка штрих-кода'), {
      target: { files: [new File(['text'], 'qr.png', { type: 'text/plain' })] },
    });
    expect(screen.getByText(messages.fileTypeImage)).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(created).toEqual([]);
  });

  it('shows the way to send a barcode on /client/delivery when nothing was sent yet', async () => {
    withServer();
    renderWithProviders(null, {
      routes: [{ path: '/client/delivery/*', element: <DeliveryPage /> }],
      at: '/client/delivery',
    });
    expect(await screen.findByText('Вы ещё не отправляли штрих-коды')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Отправить штрих-код' })).toHaveAttribute('href', '/client/delivery/main');
  });
});
