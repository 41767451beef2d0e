/* The account's texts. No schemas here: the message catalogs (../i18n), which every storefront page loads, import this file. */
import { rendered } from '../i18n/render';

export const ACCOUNT_TEMPLATES = { addressLimit: 'You can save at most {max} addresses. Delete one to add another.' } as const;

/** Texts of the account page's answers and field errors. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordRequired: 'Password is required',
  passwordWrong: 'Password is incorrect',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  loggedOutEverywhere: 'You have been signed out on all devices.',
  accountDeleted: 'Your account and personal data have been deleted.',
  addressNotFound: 'Address not found.',
  addressLimit: (max: number) => rendered('account.addressLimit', ACCOUNT_TEMPLATES.addressLimit, { max }),
} as const;

export const ADDRESS_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 100 characters',
  line1Required: 'Address is required',
  lineTooLong: 'Address lines must be at most 200 characters',
  cityRequired: 'City is required',
  cityTooLong: 'City must be at most 100 characters',
  regionTooLong: 'State / region must be at most 100 characters',
  postalCodeRequired: 'Postal code is required',
  postalCodeInvalid: 'Postal code may contain only letters, numbers, spaces and hyphens (at most 12)',
  countryRequired: 'Country is required',
  countryInvalid: 'Choose a country from the list',
  phoneInvalid: 'Phone number may contain only digits, spaces, ( ) - . and a leading + (5 to 30 characters)',
  isDefaultInvalid: 'Default must be true or false',
} as const;
