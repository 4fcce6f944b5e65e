/** A complete point (docs/product.md §5.4) for tests; every test starts from it and breaks one thing. */
import { emptyFacilityForm, type FacilityForm } from './model';

export function completeFacilityForm(overrides: Partial<FacilityForm> = {}): FacilityForm {
  const form = emptyFacilityForm();
  form.name = 'Eco point on Lesnaya';
  form.address = 'Lesnaya st. 7, Moscow';
  form.coords = { lng: 37.5912, lat: 55.7811 };
  form.comment = '';
  form.collectionRules = 'Rinse bottles, flatten cardboard.';
  form.contacts.phone = '+74955550123';
  form.contacts.website = 'https://eco.example.org';
  form.supervisorContacts = { name: 'Irina Petrova', phone: '+79161234567', email: 'irina@example.org' };
  form.workingHours.monday = {
    start: '09:00',
    end: '18:00',
    breakStart: '13:00',
    breakEnd: '14:00',
    worksFullDay: false,
    noLunchBreak: false,
  };
  form.workingHours.tuesday = {
    start: '10:00',
    end: '19:00',
    breakStart: '',
    breakEnd: '',
    worksFullDay: false,
    noLunchBreak: true,
  };
  form.workingHours.saturday = {
    start: '',
    end: '',
    breakStart: '',
    breakEnd: '',
    worksFullDay: true,
    noLunchBreak: false,
  };
  form.rates = [
    { id: 'rate-1', srmId: 1, unitsSlug: 'kg', price: '12.50' },
    { id: 'rate-2', srmId: 6, unitsSlug: 'pcs', price: '3' },
  ];
  form.icon = 2;
  return { ...form, ...overrides };
}
