import { FluentProvider, webDarkTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../../src/views/pages/ErrorPage';

const renderError = (error: unknown) =>
  render(
    <FluentProvider theme={webDarkTheme}>
      <ErrorPage error={error} />
    </FluentProvider>,
  );

describe('error page', () => {
  // How each browser, and Vite for a page's stylesheet, words a chunk that could not be fetched.
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://despensa.cl/assets/orders-1a2b.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://despensa.cl/assets/orders-1a2b.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Safari, answered with a page', new TypeError("'text/html' is not a valid JavaScript MIME type.")],
    ['Vite', new Error('Unable to preload CSS for /assets/orders-1a2b.css')],
  ])('says in Spanish, with a reload, that %s could not fetch the page', (_, error) => {
    renderError(error);
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos cargar esta página.' })).toBeInTheDocument();
    expect(screen.getByText('Revisa tu conexión o recarga para obtener la versión más reciente.')).toBeInTheDocument();
    expect(screen.queryByText(error.message)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  });

  it.each([
    ['an error', new Error('La lista de precios no llegó'), 'La lista de precios no llegó'],
    ['a string', 'Sin conexión con el ERP', 'Sin conexión con el ERP'],
    ['anything else', { status: 500 }, 'Ocurrió un error que no sabemos describir.'],
  ])('shows %s as it is, with only the way home', (_, error, shown) => {
    renderError(error);
    expect(screen.getByRole('heading', { level: 1, name: '¡Error inesperado de la aplicación!' })).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recargar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
