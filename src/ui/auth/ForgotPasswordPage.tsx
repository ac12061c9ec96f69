import { Anchor, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { AccountMessages } from '../messages/AccountMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { ForgotPasswordPresenter } from './ForgotPasswordPresenter';
import { FormMessageAlert } from './FormMessageAlert';

const texts = AccountMessages.forgotPassword;

const RequestCodeForm = observer(function RequestCodeForm({ page }: { page: ForgotPasswordPresenter }) {
  return (
    <form
      noValidate
      aria-label={texts.sendCode}
      onSubmit={(event) => {
        event.preventDefault();
        void page.codeRequested();
      }}
    >
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {texts.requestIntro}
        </Text>
        <TextInput
          label={texts.email}
          type="email"
          autoComplete="email"
          withAsterisk
          value={page.email}
          error={page.emailError}
          onChange={(event) => page.emailChanged(event.currentTarget.value)}
        />
        <Button type="submit" loading={page.busy} fullWidth>
          {texts.sendCode}
        </Button>
      </Stack>
    </form>
  );
});

const ResetPasswordForm = observer(function ResetPasswordForm({ page }: { page: ForgotPasswordPresenter }) {
  return (
    <form
      noValidate
      aria-label={texts.resetPassword}
      onSubmit={(event) => {
        event.preventDefault();
        void page.resetSubmitted();
      }}
    >
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {texts.resetIntro}
        </Text>
        <TextInput
          label={texts.email}
          type="email"
          autoComplete="email"
          withAsterisk
          value={page.email}
          error={page.emailError}
          disabled={page.succeeded}
          onChange={(event) => page.emailChanged(event.currentTarget.value)}
        />
        <TextInput
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
        <PasswordInput
          label={texts.newPassword}
          description={texts.passwordHint}
          autoComplete="new-password"
          withAsterisk
          value={page.newPassword}
          error={page.passwordError}
          disabled={page.succeeded}
          visible={page.passwordVisible}
          onVisibilityChange={() => page.passwordVisibilityToggled()}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': page.passwordVisible ? texts.hidePassword : texts.showPassword }}
          onChange={(event) => page.newPasswordChanged(event.currentTarget.value)}
        />
        <Button type="submit" loading={page.busy} disabled={page.succeeded} fullWidth>
          {texts.resetPassword}
        </Button>
        <Group justify="center">
          <Button variant="subtle" size="compact-sm" disabled={page.busy || page.succeeded} onClick={page.newCodeWanted}>
            {texts.sendNewCode}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});

/** The forgot-password page (/forgot-password), linked from the login page. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const page = useInjection(ForgotPasswordPresenter);
  useEffect(() => page.closed, [page]);

  return (
    <Container size={440} py={64}>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {texts.title}
          </Title>
          <FormMessageAlert message={page.message} />
          {page.step === 'request-code' ? <RequestCodeForm page={page} /> : <ResetPasswordForm page={page} />}
          <Text size="sm" ta="center">
            <Anchor component={Link} to={ShopPaths.login}>
              {texts.backToLogin}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
});
