import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { pricingData } from './test-data';

const price = (plan: string) => screen.getByTestId(`plan-${plan}-price`);
const card = (plan: string) => screen.getByRole('article', { name: plan });

describe('pricing', { timeout: 120_000 }, () => {
  it('shows the monthly prices, and the yearly price per month with the yearly total after the switch', async () => {
    installFakeApi({ 'GET /pricing/data': () => ({ body: pricingData() }) });
    renderApp('/pages/pricing', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { level: 2, name: 'Standard' })).toBeInTheDocument();
    expect(price('standard')).toHaveTextContent('$49/month');
    expect(price('enterprise')).toHaveTextContent('$99/month');
    expect(price('basic')).toHaveTextContent('$0/month');
    expect(card('Standard')).toHaveTextContent('Billed monthly');
    expect(card('Standard')).toHaveTextContent('Popular');
    expect(card('Enterprise')).not.toHaveTextContent('Popular');
    expect(screen.getByRole('list', { name: 'What Standard includes' })).toHaveTextContent('Standard benefit one');

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const yearly = screen.getByRole('switch', { name: 'Yearly' });
    await user.click(yearly);
    expect(yearly).toBeChecked();
    expect(price('standard')).toHaveTextContent('$40/month');
    expect(price('enterprise')).toHaveTextContent('$80/month');
    expect(card('Standard')).toHaveTextContent('Billed yearly: $480');
    expect(card('Enterprise')).toHaveTextContent('Billed yearly: $960');
    expect(card('Basic')).toHaveTextContent('Free for ever');

    await user.click(yearly);
    expect(price('standard')).toHaveTextContent('$49/month');
  });

  it('shows the pricing questions', async () => {
    installFakeApi({ 'GET /pricing/data': () => ({ body: pricingData() }) });
    renderApp('/pages/pricing', { user: ADMIN_USER });
    expect(await screen.findByText('Is paying yearly cheaper?')).toBeInTheDocument();
  });

  it('shows the error when the plans cannot be loaded', async () => {
    installFakeApi({ 'GET /pricing/data': () => ({ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Try later.' } }) });
    renderApp('/pages/pricing', { user: ADMIN_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
  });
});
