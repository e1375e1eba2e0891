import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CampaignCard, type CampaignAccess } from '../../src/views/team-purchase/CampaignCard';
import { palta } from '../machines/models/team-purchase.model';

afterEach(() => vi.useRealTimers());

function renderCard(access: CampaignAccess) {
  // Before the campaign's deadline: it is open.
  vi.useFakeTimers({ now: new Date(new Date(palta.deadline).getTime() - 3_600_000), toFake: ['Date'] });
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <CampaignCard campaign={palta} commitment={null} access={access} loginHref="/auth/jwt/login" />
      </MemoryRouter>
    </FluentProvider>,
  );
}

describe('an open campaign, by who reads it', () => {
  it('tells a signed-in role that does not join (finanzas) why it has no join button', () => {
    renderCard('viewer');
    expect(screen.getByText('Tu rol no se une a compras en equipo: lo hace quien compra o administra en tu empresa.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Unirme/ })).not.toBeInTheDocument();
  });

  it('offers the buyer to join, the visitor to sign in, and says nothing of roles to either', () => {
    for (const [access, name] of [['commit', /Unirme/], ['visitor', /Inicia sesión/]] as const) {
      const { unmount } = renderCard(access);
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
      expect(screen.queryByText(/Tu rol no se une/)).not.toBeInTheDocument();
      unmount();
    }
  });
});
