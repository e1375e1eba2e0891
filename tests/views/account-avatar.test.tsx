import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HeaderAccountMenu } from '../../src/views/shell/HeaderAccountMenu';
import { AsRole } from './as-role';

describe("the account button's avatar", () => {
  it.each(['ltr', 'rtl'] as const)('shows the initials of "Daniela Muñoz" as written, DM, in a %s page', async (dir) => {
    render(
      <FluentProvider theme={webLightTheme} dir={dir}>
        <MemoryRouter>
          <AsRole>
            <HeaderAccountMenu />
          </AsRole>
        </MemoryRouter>
      </FluentProvider>,
    );
    const avatar = await screen.findByRole('img', { name: 'Cuenta de Daniela Muñoz' });
    expect(avatar).toHaveTextContent(/^DM$/);
  });
});
