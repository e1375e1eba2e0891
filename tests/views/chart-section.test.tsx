import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartSection } from '../../src/views/analytics/ChartSection';

describe("an analytics chart's table", () => {
  it('takes the keyboard focus, so a table wider than a phone scrolls without a mouse even when it holds no link', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ChartSection
          title="Gasto por categoría"
          chart={{ label: 'Gráfico', bars: [], series: [], layout: 'horizontal', format: String, axisFormat: String, height: 200 }}
          table={
            <table>
              <tbody>
                <tr>
                  <td>Abarrotes</td>
                </tr>
              </tbody>
            </table>
          }
        />
      </FluentProvider>,
    );
    await userEvent.setup().tab();
    expect(screen.getByRole('group', { name: 'Gasto por categoría' })).toHaveFocus();
  });
});
