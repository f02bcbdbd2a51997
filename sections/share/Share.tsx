import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '#src/ui/components/Button/index.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { useNotify } from '#src/lib/messages/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { fallback, links } from './Share.css.ts';
import type { ShareContent } from './schema.ts';
import { pageUrlOf, shareLinks } from './shareLinks.ts';

/** Writes text to the clipboard; false when the browser has no clipboard or refuses (never throws). */
async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Share links for the page a visitor is on (Twitter, Facebook, e-mail, Pinterest) and a button that
 * copies its address. Without a clipboard (an old browser, or a page not served over https), the
 * address shows in a field, selected, for the visitor to copy themselves.
 */
export function Share({ content, background }: SectionProps<ShareContent>) {
  const { siteUrl } = usePublicConfig();
  const { pathname } = useLocation();
  const notify = useNotify();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [selectRequest, setSelectRequest] = useState(0);
  const inverse = background === 'green';
  const pageUrl = pageUrlOf(siteUrl, pathname);

  useEffect(() => {
    if (selectRequest === 0) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [selectRequest]);

  async function copyLink() {
    if (await writeToClipboard(pageUrl)) notify({ message: 'copyPageUrl' });
    else setSelectRequest((count) => count + 1);
  }

  return (
    <Container width="reading">
      <Stack space="medium" align="center">
        <Heading level={2} size="md" align="center" tone={inverse ? 'inverse' : 'default'}>
          {content.headline}
        </Heading>
        <ul className={links}>
          {shareLinks(pageUrl).map((link) => (
            <li key={link.network}>
              <ButtonLink href={link.href} variant={inverse ? 'inverse' : 'outline'} size="small">
                {link.label}
              </ButtonLink>
            </li>
          ))}
          <li>
            <Button variant={inverse ? 'inverse' : 'outline'} size="small" onClick={copyLink}>
              Copy Link
            </Button>
          </li>
        </ul>
        {selectRequest > 0 ? (
          <TextField
            ref={fieldRef}
            className={fallback}
            name="page-url"
            label="Page URL"
            hint="Copy the selected address to share this page."
            value={pageUrl}
            readOnly
            tone={inverse ? 'inverse' : 'default'}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
