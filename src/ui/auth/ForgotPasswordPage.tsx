import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../di/ContainerContext';
import { useFieldFocus } from '../forms/useFieldFocus';
import { AccountMessages } from '../messages/AccountMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { AccountCard } from './AccountCard';
import { AccountForm } from './AccountForm';
import { AccountPageLink } from './AccountPageLink';
import { EmailField } from './EmailField';
import { ForgotPasswordPresenter } from './ForgotPasswordPresenter';
import { FormMessageAlert } from './FormMessageAlert';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

const texts = AccountMessages.forgotPassword;

const RequestCodeForm = observer(function RequestCodeForm({ page }: { page: ForgotPasswordPresenter }) {
  const formRef = useFieldFocus<HTMLFormElement>(page.focus);
  return (
    <AccountForm aria-label={texts.sendCode} onSubmit={page.codeRequested} formRef={formRef}>
      <Text c="dimmed" size="sm">
        {texts.requestIntro}
      </Text>
      <EmailField label={texts.email} value={page.email} error={page.emailError} onChange={page.emailChanged} />
      <SubmitButton loading={page.busy}>{texts.sendCode}</SubmitButton>
    </AccountForm>
  );
});

const ResetPasswordForm = observer(function ResetPasswordForm({ page }: { page: ForgotPasswordPresenter }) {
  const formRef = useFieldFocus<HTMLFormElement>(page.focus);
  return (
    <AccountForm aria-label={texts.resetPassword} onSubmit={page.resetSubmitted} formRef={formRef}>
      <Text c="dimmed" size="sm">
        {texts.resetIntro}
      </Text>
      <EmailField label={texts.email} value={page.email} error={page.emailError} disabled={page.succeeded} onChange={page.emailChanged} />
      <TextInput
        name="code"
        label={texts.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={texts.codePlaceholder}
        withAsterisk
        value={page.code}
        error={page.codeError}
        disabled={page.succeeded}
        onChange={(event) => page.codeChanged(event.currentTarget.value)}
      />
      <PasswordField
        name="newPassword"
        label={texts.newPassword}
        description={texts.passwordHint}
        autoComplete="new-password"
        value={page.newPassword}
        error={page.passwordError}
        disabled={page.succeeded}
        visible={page.passwordVisible}
        onVisibilityToggled={page.passwordVisibilityToggled}
        onChange={page.newPasswordChanged}
        texts={texts}
      />
      <SubmitButton loading={page.busy} disabled={page.succeeded}>
        {texts.resetPassword}
      </SubmitButton>
      <Group justify="center">
        <Button variant="subtle" size="compact-sm" disabled={page.busy || page.succeeded} onClick={page.newCodeWanted}>
          {texts.sendNewCode}
        </Button>
      </Group>
    </AccountForm>
  );
});

/** The forgot-password page (/forgot-password), linked from the login page. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const page = useInjection(ForgotPasswordPresenter);
  useEffect(() => page.closed, [page]);

  return (
    <AccountCard size={440} py={64}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <FormMessageAlert message={page.message} />
        {page.step === 'request-code' ? <RequestCodeForm page={page} /> : <ResetPasswordForm page={page} />}
        <AccountPageLink to={ShopPaths.login}>{texts.backToLogin}</AccountPageLink>
      </Stack>
    </AccountCard>
  );
});
