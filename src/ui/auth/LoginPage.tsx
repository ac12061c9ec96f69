import { Anchor, Button, Checkbox, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { AccountMessages } from '../messages/AccountMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { FormMessageAlert } from './FormMessageAlert';
import { LoginPresenter } from './LoginPresenter';

const texts = AccountMessages.login;

/** SPEC §2 Login (/login). */
export const LoginPage = observer(function LoginPage() {
  const page = useInjection(LoginPresenter);
  const { search } = useLocation();
  useEffect(() => {
    page.opened(search);
    return page.closed;
  }, [page, search]);
  const locked = page.submitting || page.succeeded;

  return (
    <Container size={440} py={64}>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <form
          noValidate
          aria-labelledby="login-title"
          onSubmit={(event) => {
            event.preventDefault();
            void page.submitted();
          }}
        >
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} size="h2" id="login-title">
                {texts.title}
              </Title>
              <Text c="dimmed" size="sm">
                {texts.intro}
              </Text>
            </Stack>
            <FormMessageAlert message={page.message} />
            <TextInput
              label={texts.email}
              type="email"
              autoComplete="email"
              withAsterisk
              value={page.email}
              error={page.emailError}
              disabled={locked}
              onChange={(event) => page.emailChanged(event.currentTarget.value)}
            />
            <PasswordInput
              label={texts.password}
              autoComplete="current-password"
              withAsterisk
              value={page.password}
              error={page.passwordError}
              disabled={locked}
              visible={page.passwordVisible}
              onVisibilityChange={() => page.passwordVisibilityToggled()}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': page.passwordVisible ? texts.hidePassword : texts.showPassword }}
              onChange={(event) => page.passwordChanged(event.currentTarget.value)}
            />
            <Group justify="space-between">
              <Checkbox label={texts.rememberMe} checked={page.rememberMe} disabled={locked} onChange={(event) => page.rememberMeChanged(event.currentTarget.checked)} />
              <Anchor component={Link} to={ShopPaths.forgotPassword} size="sm">
                {texts.forgotPassword}
              </Anchor>
            </Group>
            <Button type="submit" loading={page.submitting} disabled={page.succeeded} fullWidth>
              {texts.submit}
            </Button>
            <Text size="sm" ta="center">
              {texts.noAccount}{' '}
              <Anchor component={Link} to={ShopPaths.signup}>
                {texts.signUp}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
});
