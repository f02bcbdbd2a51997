import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import {
  designerInquiryImageBytes,
  designerInquiryOptions,
  designerInquiryRequired,
} from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Checkbox } from '#src/ui/components/Checkbox/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { FileInput } from '#src/ui/components/FileInput/index.ts';
import { Select } from '#src/ui/components/Select/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { isValidEmail } from '#src/lib/forms/email.ts';
import { usStates } from '#src/lib/forms/regions.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import * as styles from './DesignerInquiry.css.ts';
import type { DesignerInquiryContent } from './schema.ts';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';

type RequiredField = (typeof designerInquiryRequired)[number];
type Values = Record<RequiredField | 'interest_other' | 'about_my_space', string>;

/** The labels of the specification (docs/spec/features.md §5). */
export const inquiryLabels: Record<RequiredField, string> = {
  name: 'Name',
  email: 'Email address',
  phone: 'Phone Number',
  street: 'Street Address',
  city: 'City',
  state: 'State',
  postal: 'Zip/Postal Code',
  newspace: 'Current garden status',
  installTimeline: 'Ideal timeline',
  budget: 'Estimated Budget',
};

export const inquiryWording = {
  interests: 'What are you interested in?',
  other: 'Tell us what else you have in mind',
  about: 'About my space',
  image: 'A photo of your garden (optional)',
  chooseImage: 'Choose a photo',
  imageHint: 'JPEG, PNG or GIF, up to 5 MB.',
  imageTooLarge: 'File size exceeds 5MB. Please choose a smaller file.',
  imageType: 'Please choose a JPEG, PNG or GIF image.',
  emailInvalid: 'Please enter a valid email address.',
  submit: 'Send my inquiry',
  failed: 'Your inquiry could not be sent. Please try again.',
} as const;

const imageTypes = ['image/jpeg', 'image/png', 'image/gif'];
const empty: Values = {
  name: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  postal: '',
  newspace: '',
  installTimeline: '',
  budget: '',
  interest_other: '',
  about_my_space: '',
};
const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** What is wrong with the form as typed, by field (an empty object when it can be sent). */
export function inquiryProblems(values: Values): Partial<Record<RequiredField, string>> {
  const problems: Partial<Record<RequiredField, string>> = {};
  for (const field of designerInquiryRequired)
    if (!values[field].trim()) problems[field] = `${inquiryLabels[field]} is required.`;
  if (values.email.trim() && !isValidEmail(values.email.trim()))
    problems.email = inquiryWording.emailInvalid;
  return problems;
}

/**
 * The garden-design inquiry: who and where, the space, the timeline and budget, interests (with
 * 'Other' asking for more), a few words and an optional photo. Sent as one multipart request; the
 * thanks then replaces the form and takes focus. On failure the errors show and nothing typed is lost.
 */
export function DesignerInquiry({ content, background }: SectionProps<DesignerInquiryContent>) {
  const api = useApi();
  const formId = useId();
  const [values, setValues] = useState<Values>(empty);
  const [interests, setInterests] = useState<string[]>([]);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
  }, [status]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: RequiredField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={inquiryLabels[field]}
      name={field}
      required
      value={values[field]}
      error={errors[field]}
      onChange={(event) => set(field)(event.target.value)}
      {...extra}
    />
  );
  const select = (
    field: 'state' | 'newspace' | 'installTimeline' | 'budget',
    options: { value: string; label: string }[],
  ) => (
    <Select
      id={`${formId}-${field}`}
      label={inquiryLabels[field]}
      name={field}
      required
      placeholder="Choose one"
      options={options}
      value={values[field]}
      error={errors[field]}
      onValueChange={set(field)}
    />
  );

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setErrors((current) => ({ ...current, gardenImage: undefined }));
    if (file && file.size > designerInquiryImageBytes) {
      window.alert(inquiryWording.imageTooLarge);
      event.target.value = '';
      setImage(null);
      return;
    }
    if (file && !imageTypes.includes(file.type)) {
      setErrors((current) => ({ ...current, gardenImage: inquiryWording.imageType }));
      event.target.value = '';
      setImage(null);
      return;
    }
    setImage(file);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    const problems = inquiryProblems(values);
    setErrors(problems);
    setFormError(null);
    const first = designerInquiryRequired.find((field) => problems[field]);
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    const form = new FormData();
    for (const [field, value] of Object.entries(values)) form.append(field, value.trim());
    form.append('interest', interests.join(', '));
    if (!interests.includes('Other')) form.set('interest_other', '');
    if (image) form.append('gardenImage', image);
    form.append('listId', content.listId);
    form.append('ac_tag', content.ac_tag);
    form.append('template_id', content.template_id);

    setStatus('sending');
    try {
      await api.upload('/forms/designer_inquiry', form);
    } catch (error) {
      console.error('[designer-inquiry] sending the inquiry failed', error);
      const { fields, form: message } = mapFormError(error);
      setErrors(fields);
      setFormError(message ?? inquiryWording.failed);
      setStatus('editing');
      // The first field the server refused takes focus, as with the form's own checks.
      const refused = [...designerInquiryRequired, ...Object.keys(fields)].find(
        (field) => fields[field],
      );
      if (refused) document.getElementById(`${formId}-${refused}`)?.focus();
      return;
    }
    setStatus('sent');
  }

  const inverse = background === 'green';
  return (
    <Container width="reading">
      <Stack space="large">
        <SectionHeadline headline={content.headline} tone={inverse ? 'inverse' : 'default'} />
        <Card tone={background === 'white' ? 'beige' : 'white'}>
          {status === 'sent' ? (
            <div ref={thanksRef} tabIndex={-1} role="status">
              <Text>{content.thankYouMessage}</Text>
            </div>
          ) : (
            <form id={formId} noValidate onSubmit={handleSubmit} aria-busy={status === 'sending'}>
              <Stack space="large">
                <div className={styles.grid}>
                  {text('name', { autoComplete: 'name', id: `${formId}-name` })}
                  {text('email', { type: 'email', autoComplete: 'email', id: `${formId}-email` })}
                  {text('phone', { type: 'tel', autoComplete: 'tel', id: `${formId}-phone` })}
                  <div className={styles.wide}>
                    {/* street-address is for a multi-line textarea; a one-line input takes address-line1 */}
                    {text('street', { autoComplete: 'address-line1', id: `${formId}-street` })}
                  </div>
                  {text('city', { autoComplete: 'address-level2', id: `${formId}-city` })}
                  {select('state', [...usStates])}
                  {text('postal', { autoComplete: 'postal-code', id: `${formId}-postal` })}
                  {select('newspace', optionsOf(designerInquiryOptions.newspace))}
                  {select('installTimeline', optionsOf(designerInquiryOptions.installTimeline))}
                  {select('budget', optionsOf(designerInquiryOptions.budget))}
                </div>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{inquiryWording.interests}</legend>
                  <div className={styles.interests}>
                    {designerInquiryOptions.interest.map((interest) => (
                      <Checkbox
                        key={interest}
                        label={interest}
                        checked={interests.includes(interest)}
                        onCheckedChange={(checked) =>
                          setInterests((current) =>
                            checked
                              ? [...current, interest]
                              : current.filter((chosen) => chosen !== interest),
                          )
                        }
                      />
                    ))}
                  </div>
                </fieldset>
                {interests.includes('Other') ? (
                  <TextField
                    label={inquiryWording.other}
                    name="interest_other"
                    value={values.interest_other}
                    onChange={(event) => set('interest_other')(event.target.value)}
                  />
                ) : null}
                <TextArea
                  label={inquiryWording.about}
                  name="about_my_space"
                  maxLength={1000}
                  value={values.about_my_space}
                  onChange={(event) => set('about_my_space')(event.target.value)}
                />
                <FileInput
                  id={`${formId}-image`}
                  label={inquiryWording.image}
                  buttonText={inquiryWording.chooseImage}
                  hint={inquiryWording.imageHint}
                  name="gardenImage"
                  accept={imageTypes.join(',')}
                  error={errors.gardenImage}
                  onChange={chooseImage}
                />
                <p role="alert" className={styles.formError}>
                  {formError}
                </p>
                <Button type="submit" loading={status === 'sending'} focusableWhileLoading>
                  {inquiryWording.submit}
                </Button>
              </Stack>
            </form>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
