import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { designerInquirySections } from '#src/demo/sections/designer-inquiry.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import { inquiryProblems, inquiryWording } from './DesignerInquiry.tsx';
import * as stories from './DesignerInquiry.stories.tsx';
import designerInquiryModule from './index.ts';
import { defaultThankYouMessage } from './schema.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

testSectionSchema(designerInquiryModule, {
  demos: designerInquirySections,
  required: { headline: { message: 'The headline is required.', empty: { value: ' ' } } },
});

testStoryCatalogue(designerInquiryModule, stories);

const filled = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '503-555-0142',
  street: '1420 SE Alder St',
  city: 'Portland',
  state: 'OR',
  postal: '97214',
  newspace: 'Brand new',
  installTimeline: '1-3 months',
  budget: '$25,000+',
  interest_other: '',
  about_my_space: '',
};

describe('designer inquiry checks', () => {
  it('asks for every required field and a valid e-mail', () => {
    expect(inquiryProblems(filled)).toEqual({});
    expect(inquiryProblems({ ...filled, name: ' ', budget: '', email: 'ana@' })).toEqual({
      name: 'Name is required.',
      budget: 'Estimated Budget is required.',
      email: inquiryWording.emailInvalid,
    });
  });

  it('gives a sensible thank-you message when the CMS has none', () => {
    expect(
      parseSection(designerInquiryModule, { headline: 'x', thankYouMessage: ' ' }),
    ).toMatchObject({
      ok: true,
      section: { content: { thankYouMessage: defaultThankYouMessage } },
    });
  });
});

describe('designer-inquiry section', () => {
  const content = { headline: 'Tell us about your garden', listId: 3, template_id: '12' };
  const imageField = () => screen.getByLabelText(inquiryWording.image);

  it('refuses a garden image over 5 MB with the alert, clearing the choice', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderSection(designerInquiryModule, { content });
    const big = new File([new Uint8Array(5_000_001)], 'garden.jpg', { type: 'image/jpeg' });
    await userEvent.upload(imageField(), big);
    expect(alert).toHaveBeenCalledWith('File size exceeds 5MB. Please choose a smaller file.');
    expect((imageField() as HTMLInputElement).value).toBe('');
  });

  it('picks the photo with a "Choose a photo" button that then shows its name', async () => {
    renderSection(designerInquiryModule, { content });
    expect(imageField()).toHaveAccessibleName(`${inquiryWording.image} Choose a photo`);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    const photo = new File(['png'], 'back-garden.png', { type: 'image/png' });
    await userEvent.upload(imageField(), photo);
    expect(screen.getByText('back-garden.png')).toBeInTheDocument();
    expect(imageField()).toHaveAccessibleDescription(`back-garden.png ${inquiryWording.imageHint}`);
  });

  it('refuses a file that is not a JPEG, PNG or GIF before sending anything', async () => {
    renderSection(designerInquiryModule, { content });
    const pdf = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(imageField(), pdf, { applyAccept: false });
    expect(await screen.findByText(inquiryWording.imageType)).toBeInTheDocument();
  });

  it('lets the browser fill in the address, the street as the one line the field holds', () => {
    renderSection(designerInquiryModule, { content });
    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    expect(field(/^street address/i)).toHaveAttribute('autocomplete', 'address-line1');
    expect(field(/^city/i)).toHaveAttribute('autocomplete', 'address-level2');
    expect(field(/^zip\/postal code/i)).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('shows "Other" as a text field only while it is ticked', async () => {
    renderSection(designerInquiryModule, { content });
    expect(screen.queryByRole('textbox', { name: inquiryWording.other })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: inquiryWording.other })).toBeInTheDocument();
  });

  it('sends nothing while required fields are empty, and says which', async () => {
    const sent = vi.fn();
    server.use(
      http.post('*/forms/designer_inquiry', () => {
        sent();
        return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      }),
    );
    renderSection(designerInquiryModule, { content });
    await userEvent.type(screen.getByRole('textbox', { name: /^name/i }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: inquiryWording.submit }));
    expect(await screen.findByText('Email address is required.')).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /email address/i })).toHaveFocus(),
    );
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Ana');
  });
});
