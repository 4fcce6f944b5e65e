import { getCountries, getCountryCallingCode, Metadata } from 'libphonenumber-js/min';

/**
 * The phone plan table's rows, `CODE,calling,maxLength[,leadingDigits or -]`, from libphonenumber-js
 * (scripts/make-phone-plan.mjs writes them; ui/shared/phone-plan.test.ts compares).
 */
export function phonePlanRows() {
  const metadata = new Metadata();
  return getCountries().map((code) => {
    metadata.selectNumberingPlan(code);
    const plan = metadata.numberingPlan;
    const lengths = plan?.possibleLengths() ?? [];
    const calling = getCountryCallingCode(code);
    const main = metadata.getCountryCodesForCallingCode(calling)?.[0] === code;
    // A country that is not its calling code's main one: its leading digits, or '-' (none known).
    const leading = main ? '' : plan?.leadingDigits() || '-';
    return [code, calling, lengths.length ? Math.max(...lengths) : 15, ...(leading ? [leading] : [])].join(',');
  });
}
