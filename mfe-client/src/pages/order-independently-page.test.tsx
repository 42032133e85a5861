import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import OrderIndependentlyPage from './order-independently-page';
import OrderPage from './order-page';

installMswServer();

beforeEach(() => {
  server.use(
    http.get('/api/public/site', () =>
      HttpResponse.json({ siteTitle: 'ПВЗ', orderAddress: 'г. Ростов, ул. Садовая, 5', contactPhones: [] }),
    ),
  );
});

describe('ordering by oneself', () => {
  it('gives a client our receiving address, the steps and the way on to the barcode form', async () => {
    renderWithProviders(null, {
      routes: [{ path: '/client/order/*', element: <OrderPage /> }],
      at: '/client/order/independently/wb',
    });
    expect(screen.getByRole('heading', { name: 'Как заказать на Wildberries самостоятельно' })).toBeVisible();
    expect(await screen.findByText('г. Ростов, ул. Садовая, 5')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Отправить штрих-код' })).toHaveAttribute('href', '/client/delivery');
    expect(screen.queryByRole('link', { name: 'Войти или зарегистрироваться' })).not.toBeInTheDocument();
  });

  it('lists the marketplaces, each to its own guide', async () => {
    renderWithProviders(null, {
      routes: [{ path: '/order/independently/*', element: <OrderIndependentlyPage /> }],
      at: '/order/independently',
    });
    expect(screen.getByRole('link', { name: 'Ozon' })).toHaveAttribute('href', '/order/independently/ozon');
    expect(await screen.findByText('г. Ростов, ул. Садовая, 5')).toBeVisible();
  });

  it('asks a visitor to sign in instead of going to the cabinet', async () => {
    renderWithProviders(null, {
      routes: [{ path: '/order/independently/*', element: <OrderIndependentlyPage /> }],
      at: '/order/independently/ozon',
    });
    expect(await screen.findByRole('link', { name: 'Войти или зарегистрироваться' })).toHaveAttribute(
      'href',
      '/auth/client/login',
    );
    expect(screen.queryByRole('link', { name: 'Отправить штрих-код' })).not.toBeInTheDocument();
  });

  it('shows the 404 panel for an unknown marketplace', () => {
    renderWithProviders(null, {
      routes: [{ path: '/order/independently/*', element: <OrderIndependentlyPage /> }],
      at: '/order/independently/aliexpress',
    });
    expect(screen.getByText('Page Not Found: /order/independently/aliexpress')).toBeVisible();
  });
});
