import TEXTS from 'virtual:member-texts:account';
import { addTexts } from '../i18n';

// The `account` texts of member.json come with this screen's chunk, before any of its components draws.
addTexts('account', TEXTS);
