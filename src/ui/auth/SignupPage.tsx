import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BoundTextField } from '../checkout/BoundTextField';
import { useInjection } from '../di/ContainerContext';
import { useFieldFocus } from '../forms/useFieldFocus';
import { AccountMessages } from '../messages/AccountMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { AccountCard } from './AccountCard';
import { AccountForm } from './AccountForm';
import { AccountFormHeading } from './AccountFormHeading';
import { AccountPageLink } from './AccountPageLink';
import { FormMessageAlert } from './FormMessageAlert';
import { PasswordField } from './PasswordField';
import { SignupPresenter } from './SignupPresenter';
import { SubmitButton } from './SubmitButton';

const texts = AccountMessages.signup;

const CityField = observer(function CityField({ page }: { page: SignupPresenter }) {
  if (page.cities.length === 0) {
    return <TextInput label={texts.city} autoComplete="address-level2" value={page.city} disabled={page.succeeded} onChange={(event) => page.cityChanged(event.currentTarget.value)} />;
  }
  return (
    <NativeSelect
      label={texts.city}
      value={page.city}
      disabled={page.succeeded}
      data={[{ value: '', label: '' }, ...page.cities]}
      onChange={(event) => page.cityChanged(event.currentTarget.value)}
    />
  );
});

/** SPEC §2 Signup (/signup). */
export const SignupPage = observer(function SignupPage() {
  const page = useInjection(SignupPresenter);
  const formRef = useFieldFocus<HTMLFormElement>(page.focus);
  useEffect(() => page.closed, [page]);

  return (
    <AccountCard size={720} py={48}>
      <AccountForm aria-labelledby="signup-title" onSubmit={page.submitted} formRef={formRef}>
        <AccountFormHeading id="signup-title" title={texts.title} intro={texts.intro} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <BoundTextField page={page} field="firstName" label={texts.firstName} autoComplete="given-name" disabled={page.succeeded} />
          <BoundTextField page={page} field="middleName" label={texts.middleName} autoComplete="additional-name" disabled={page.succeeded} />
          <BoundTextField page={page} field="lastName" label={texts.lastName} autoComplete="family-name" disabled={page.succeeded} />
        </SimpleGrid>
        <BoundTextField page={page} field="email" label={texts.email} type="email" autoComplete="email" disabled={page.succeeded} />
        <BoundTextField page={page} field="address" label={texts.address} autoComplete="street-address" disabled={page.succeeded} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            name="governorate"
            label={texts.governorate}
            withAsterisk
            value={page.governorate}
            disabled={page.succeeded}
            error={page.fieldErrors.governorate}
            data={[{ value: '', label: texts.governoratePlaceholder, disabled: true }, ...page.governorates]}
            onChange={(event) => page.governorateChosen(event.currentTarget.value)}
          />
          <CityField page={page} />
          <TextInput label={texts.country} value={page.country} disabled readOnly />
        </SimpleGrid>
        <TextInput
          name="phone"
          label={texts.phone}
          type="tel"
          autoComplete="tel"
          placeholder={texts.phonePlaceholder}
          withAsterisk
          value={page.phone}
          error={page.fieldErrors.phone}
          disabled={page.succeeded}
          onChange={(event) => page.phoneChanged(event.currentTarget.value)}
        />
        <PasswordField
          name="password"
          label={texts.password}
          description={texts.passwordHint}
          autoComplete="new-password"
          value={page.password}
          disabled={page.succeeded}
          visible={page.passwordVisible}
          onVisibilityToggled={page.passwordVisibilityToggled}
          onChange={(value) => page.fieldChanged('password', value)}
          texts={texts}
        />
        <FormMessageAlert message={page.message} />
        <SubmitButton loading={page.submitting} disabled={page.succeeded}>
          {texts.submit}
        </SubmitButton>
        <AccountPageLink prompt={texts.haveAccount} to={ShopPaths.login}>
          {texts.login}
        </AccountPageLink>
      </AccountForm>
    </AccountCard>
  );
});
