import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssistantReply } from './assistant-reply';

describe('AssistantReply', () => {
  it('shows what the bot said before an action above it', () => {
    render(
      <AssistantReply
        reply={{
          action: 'handoff',
          category: 'Human Handoff',
          message: 'If this is a medical emergency, please call your local emergency number now.',
        }}
      />,
    );
    const said = screen.getByText(/medical emergency/);
    const action = screen.getByText('Action: handoff');
    expect(said.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Category: Human Handoff')).toBeInTheDocument();
  });

  it('shows an action without words as the action alone', () => {
    const { container } = render(
      <AssistantReply reply={{ action: 'handoff', category: 'Human Handoff' }} />,
    );
    expect(container).toHaveTextContent(/^Action: handoffCategory: Human Handoff$/);
  });
});
