import { useId } from 'react';
import { Link as RouterLink, useSubmit } from 'react-router';
import type { AccountWire } from '#src/lib/api/types.ts';
import { Avatar, initialsOf } from '#src/ui/components/Avatar/index.ts';
import { DropdownMenu } from '#src/ui/components/DropdownMenu/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { accountBubbleState, type AccountBubbleState } from '#src/lib/session/account.ts';
import * as styles from './header.css.ts';

const bubbleWording: Record<AccountBubbleState, string> = {
  active: 'Account status: active',
  inactive: 'Account status: inactive',
  suspended: 'Account status: suspended',
};

/**
 * The menu button's accessible name. Without a picture the avatar shows the person's initials, and
 * the name starts with them, so people who steer by voice can say what they see (WCAG 2.5.3, label
 * in name): 'CC, account menu for Casey Customer'. With a picture: 'Account menu for Maya Okafor'.
 */
export function accountMenuLabel(account: AccountWire, fullName: string): string {
  return account.images?.avatar?.image
    ? `Account menu for ${fullName}`
    : `${initialsOf(fullName)}, account menu for ${fullName}`;
}

/**
 * The avatar dropdown of a signed-in account: My Account and Log Out (a POST to /logout). The dot on
 * the avatar is the account bubble (active, inactive or suspended), described in words for screen readers.
 */
export function AccountMenu({ account }: { account: AccountWire }) {
  const submit = useSubmit();
  const statusId = useId();
  const state = accountBubbleState(account);
  const fullName = `${account.first_name} ${account.last_name}`.trim() || account.email;
  return (
    // Not modal: the rest of the page stays in the accessibility tree (a menu button, not a dialog);
    // Escape, Tab and a click outside close the menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.avatarTrigger}
        aria-label={accountMenuLabel(account, fullName)}
        aria-describedby={statusId}
        data-shell-part="account-menu"
      >
        <Avatar
          src={account.images?.avatar?.image}
          name={fullName}
          size="small"
          className={styles.headerAvatar}
        />
        <span className={styles.bubble({ state })} />
      </DropdownMenu.Trigger>
      <VisuallyHidden id={statusId}>{bubbleWording[state]}</VisuallyHidden>
      {/* No portal: the menu stays inside the header's landmark (a portal at the end of the body is
          outside every landmark, axe `region`); it is drawn fixed over the page all the same. */}
      <DropdownMenu.Content align="end" sideOffset={8} className={styles.menuContent}>
        <DropdownMenu.Item asChild className={styles.menuItem}>
          <RouterLink to="/account">My Account</RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={styles.menuItem}
          onSelect={() => {
            void submit(null, { method: 'post', action: '/logout' });
          }}
        >
          Log Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
