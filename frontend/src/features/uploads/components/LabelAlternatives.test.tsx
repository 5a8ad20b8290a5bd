import { render, screen } from '@testing-library/react';
import type { LabelAlternative } from '@wine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { LabelAlternatives } from './LabelAlternatives';

const everyday: LabelAlternative = {
  catalogueWineId: 'sa-everyday-shiraz',
  producer: 'Everyday',
  wineName: 'Everyday Shiraz',
  wineType: 'Red Wine',
  region: 'Barossa Valley',
  abv: '14.5%',
  estimatedValue: '$22-28',
  score: 0.42,
};

// docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told: no unrelated wines, and the page says why
describe('the alternatives of an analysed label', () => {
  it('lists the wines about its price for a label we do not know', () => {
    render(
      <LabelAlternatives
        result={{ alternatives: [everyday], catalogueWineId: null, estimatedValue: '$20-30' }}
        choosing={false}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByRole('list', { name: 'Other possible wines' })).toHaveTextContent('Everyday Shiraz');
    expect(screen.getByText(/at about its price/)).toBeInTheDocument();
  });

  it('says there is no price to go by when a label we do not know has none, and offers nothing', () => {
    render(
      <LabelAlternatives
        result={{ alternatives: [], catalogueWineId: null, estimatedValue: '' }}
        choosing={false}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByTestId('alternatives-none')).toHaveTextContent(
      'We could not tell what this wine costs, so we suggest no other wines in its place.',
    );
    expect(screen.queryByRole('list', { name: 'Other possible wines' })).not.toBeInTheDocument();
  });

  it('says none costs about the same when a valued label has no wine in its band', () => {
    render(
      <LabelAlternatives
        result={{ alternatives: [], catalogueWineId: null, estimatedValue: '$20-30' }}
        choosing={false}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByTestId('alternatives-none')).toHaveTextContent('No wine we know costs about what this one does');
  });

  it('shows nothing for a catalogue wine with no alternatives', () => {
    const { container } = render(
      <LabelAlternatives
        result={{ alternatives: [], catalogueWineId: 'sa-grange', estimatedValue: '$900+' }}
        choosing={false}
        onChoose={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
