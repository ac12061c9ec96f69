import { Anchor, Checkbox, Group } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { useFieldFocus } from '../forms/useFieldFocus';
import { AccountMessages } from '../messages/AccountMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { AccountCard } from './AccountCard';
import { AccountForm } from './AccountForm';
import { AccountFormHeading } from './AccountFormHeading';
import { AccountPageLink } from './AccountPageLink';
import { EmailField } from './EmailField';
import { FormMessageAlert } from './FormMessageAlert';
import { LoginPresenter } from './LoginPresenter';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

const texts = AccountMessages.login;

/** SPEC §2 Login (/login). */
export const LoginPage = observer(function LoginPage() {
  const page = useInjection(LoginPresenter);
  const formRef = useFieldFocus<HTMLFormElement>(page.focus);
  const { search } = useLocation();
  useEffect(() => {
    page.opened(search);
    return page.closed;
  }, [page, search]);
  const locked = page.submitting || page.succeeded;

  return (
    <AccountCard size={440} py={64}>
      <AccountForm aria-labelledby="login-title" onSubmit={page.submitted} formRef={formRef}>
        <AccountFormHeading id="login-title" title={texts.title} intro={texts.intro} />
        <FormMessageAlert message={page.message} />
        <EmailField label={texts.email} value={page.email} error={page.emailError} disabled={locked} onChange={page.emailChanged} />
        <PasswordField
          name="password"
          label={texts.password}
          autoComplete="current-password"
          value={page.password}
          error={page.passwordError}
          disabled={locked}
          visible={page.passwordVisible}
          onVisibilityToggled={page.passwordVisibilityToggled}
          onChange={page.passwordChanged}
          texts={texts}
        />
        <Group justify="space-between">
          <Checkbox label={texts.rememberMe} checked={page.rememberMe} disabled={locked} onChange={(event) => page.rememberMeChanged(event.currentTarget.checked)} />
          <Anchor component={Link} to={ShopPaths.forgotPassword} size="sm">
            {texts.forgotPassword}
          </Anchor>
        </Group>
        <SubmitButton loading={page.submitting} disabled={page.succeeded}>
          {texts.submit}
        </SubmitButton>
        <AccountPageLink prompt={texts.noAccount} to={ShopPaths.signup}>
          {texts.signUp}
        </AccountPageLink>
      </AccountForm>
    </AccountCard>
  );
});
