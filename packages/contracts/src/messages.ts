import { advanceReportMessages, bankMessages, describeAdvanceReport } from './messages/advance-report.js';
import { balanceMessages } from './messages/balance.js';
import { broadcastMessages } from './messages/broadcasts.js';
import { chatMessages, describeChat } from './messages/chat.js';
import { clientAccountMessages } from './messages/client-account.js';
import { clientIdentityMessages } from './messages/client-identity.js';
import { describeEquipment, equipmentMessages } from './messages/equipment.js';
import { describeItinerary, itineraryMessages } from './messages/itinerary.js';
import { describeLedger, ledgerMessages } from './messages/ledger.js';
import { licenseeMessages } from './messages/licensees.js';
import { marketplaceMessages } from './messages/marketplaces.js';
import { monthlyPaymentsMessages } from './messages/monthly-payments.js';
import { notificationMessages } from './messages/notifications.js';
import { describePayroll, payrollMessages, timesheetMessages } from './messages/payroll.js';
import { platformMessages } from './messages/platform.js';
import { serviceRowsMessages } from './messages/service-rows.js';
import { signInMessages } from './messages/sign-in.js';
import { describeStatements, statementMessages } from './messages/statements.js';
import { taskMessages } from './messages/tasks.js';
import { tipMessages } from './messages/tips.js';

/**
 * Every text a user sees as a toast or an error, in one catalogue (the client cabinet's sections are
 * in ./messages/ and spread in here). The spec's messages (§5, §8) are binding word for word; the rest are ours.
 */
export const messages = {
  ...clientIdentityMessages,
  ...clientAccountMessages,
  ...marketplaceMessages,
  ...notificationMessages,
  ...signInMessages,
  ...platformMessages,
  ...ledgerMessages,
  ...balanceMessages,
  ...monthlyPaymentsMessages,
  ...serviceRowsMessages,
  ...payrollMessages,
  ...timesheetMessages,
  ...advanceReportMessages,
  ...statementMessages,
  ...bankMessages,
  ...licenseeMessages,
  ...equipmentMessages,
  ...itineraryMessages,
  ...chatMessages,
  ...taskMessages,
  ...tipMessages,
  ...broadcastMessages,
  // spec §5, §8
  userCreated: 'Пользователь успешно создан!',
  userDuplicate: 'Ошибка: пользователь с таким именем уже существует',
  userUpdated: 'Пользователь успешно обновлен!',
  userDeleted: 'Пользователь успешно удален!',
  registered: 'Вы успешно зарегистрированы!',
  phoneTaken: 'Произошла ошибка при создании аккаунта! Номер уже зарегистрирован!',
  accountUpdated: 'Вы успешно обновили аккаунта!',
  /** the server's answer to edit-client when the old password matched and the change is saved */
  passwordsMatch: 'Пароли совпадают',
  oldPasswordWrong: 'Введённый прошлый пароль не совпадает!',
  accountUpdateFailed: 'Произошла ошибка при изменении аккаунта!',
  docsAccepted: 'Вы успешно подтвердили доступ!',
  infoAccepted: 'Вы успешно подтвердили информацию!',
  pushConnected: 'Вы успешно подключили уведомления на этом устройстве',
  deviceTokenTaken: 'Ошибка: токен устройства уже подключен!',

  // access and requests
  forbidden: 'Недостаточно прав для этого действия',
  staffOnly: 'Эта операция доступна только сотрудникам',
  webSocketOnly: 'Этот адрес принимает только WebSocket-соединение',
  clientOnly: 'Эта операция доступна только клиентам',
  crossSite: 'Запрос с другого сайта отклонён',
  badRequest: 'Некорректные данные запроса',
  requestTooLarge: 'Запрос слишком большой',
  contentTypeUnsupported: 'Неподдерживаемый тип данных запроса',
  bodyNotJson: 'Тело запроса — не корректный JSON',
  notFound: 'Не найдено',
  tooManyRequests: 'Слишком много запросов. Попробуйте немного позже',
  internalError: 'Внутренняя ошибка сервера. Попробуйте позже',

  // staff users
  usernameTooLong: 'Имя пользователя не должно быть длиннее 64 знаков',
  passwordTooLong: 'Пароль не должен быть длиннее 256 знаков',
  roleUnknown: 'Выберите роль из списка',
  userNotFound: 'Пользователь не найден',
  cannotDeleteSelf: 'Нельзя удалить свою учётную запись',
  cannotDemoteSelf: 'Нельзя снять с себя роль директора',
  cannotChangeOwnAccess: 'Нельзя менять свою роль, права и список ПВЗ: это делает другой управляющий или директор',
  userOutOfReach:
    'У этого пользователя больше прав или другие ПВЗ, чем у вас: изменить или удалить его может только директор',
  scopeBeyondOwn: 'Нельзя выдать ПВЗ или сортировочный центр, которых нет у вас',

  // roles and access
  roleCodeInvalid: 'Код роли: латинские заглавные буквы, цифры и «_», от 2 до 32 знаков',
  roleNameEmpty: 'Укажите название роли',
  roleDuplicate: 'Роль с таким кодом уже существует',
  roleFixed: 'Эту роль нельзя изменить или удалить',
  roleNotFound: 'Роль не найдена',
  pageUnknown: 'Неизвестная страница в правах доступа',
  columnUnknown: 'Неизвестный столбец в правах доступа',
  pointOutOfScope: 'У вас нет прав на просмотр этого ПВЗ!',
  pointUnknown: 'ПВЗ не найден',
  sortingCenterUnknown: 'Сортировочный центр не найден',
  homePointOutsideScope: 'Домашний ПВЗ должен входить в список ПВЗ пользователя',

  // reference data
  nameEmpty: 'Укажите название',
  nameTooLong: 'Название не должно быть длиннее 200 знаков',
  addressEmpty: 'Укажите адрес',
  addressTooLong: 'Адрес не должен быть длиннее 500 знаков',
  coordinatesInvalid: 'Координаты: широта от -90 до 90 и долгота от -180 до 180, обе или ни одной',
  openingHoursTooLong: 'Часы работы не должны быть длиннее 100 знаков',
  hostsEmpty: 'Укажите хотя бы один сайт маркетплейса',
  hostInvalid: 'Сайт маркетплейса указывается как ozon.ru',
  referenceDuplicate: 'Такая запись уже есть в списке',
  referenceNotFound: 'Запись не найдена',
  cellsCountInvalid: 'Количество ячеек: целое число от 1 до 1000',
  percentInvalid: 'Процент: число от 0 до 100, не больше двух знаков после запятой',

  // settings
  siteTitleEmpty: 'Укажите название сайта',
  siteTitleTooLong: 'Название сайта не должно быть длиннее 64 знаков',
  moneyInvalid: 'Сумма: от 0 ₽, не больше двух знаков после запятой',
  roundingInvalid: 'Шаг округления: от 0,01 ₽ до 1000 ₽',
  daysInvalid: 'Число дней: от 1 до 365',
  hoursInvalid: 'Число часов: от 1 до 720',
  newPointCellsInvalid: 'Ячеек у нового ПВЗ: от 0 до 2000',
  settingsSaved: 'Настройки сохранены',
  policyPublished: 'Документ опубликован',

  // client registration
  phoneInvalid: 'Неправильный ввод номера телефона',
  phoneMustStartWithPlus7: 'Номер телефона должен начинаться с "+7"',
  fioEmpty: 'Укажите имя',
  fioTooLong: 'Имя не должно быть длиннее 100 знаков',
  clientPasswordTooShort: 'Пароль должен состоять хотя бы из 6 знаков!',
  passwordsDiffer: 'Пароль и повтор пароля не совпадают',
  policiesRequired: 'Подтвердите согласие с обеими политиками',

  // toasts of the settings pages
  saved: 'Сохранено',
  created: 'Запись добавлена',
  updated: 'Запись изменена',
  deleted: 'Запись удалена',
  roleCreated: 'Роль создана',
  roleUpdated: 'Роль изменена',
  roleDeleted: 'Роль удалена',

  // goods: acceptance and scanning (the words of the legacy product where it had them)
  accepted: 'Товар принят на ПВЗ!',
  acceptedEarlier: 'Товар принят ранее!',
  notSorted: 'Товар неотсортирован!',
  goodsOfOtherPoint: 'У вас нет доступа к товарам данного ПВЗ или вы выбрали не то ПВЗ!',
  bareIdAmbiguous: 'Номер подходит к нескольким товарам: отсканируйте этикетку или найдите товар в «Поиск по ID»',
  sortingCenterOutOfScope: 'У вас нет прав на товары этого сортировочного центра',
  alreadyIssued: 'Товар уже выдан',
  notAccepted: 'Товар не принят на ПВЗ',
  codeUnknown: 'Код не распознан: это не этикетка товара и не QR-код клиента',
  goodsNotFound: 'Товар не найден',
  noFreeCells: 'Нет свободных ячеек для выбранного ПВЗ',
  readyForPickupTitle: 'Статус заказа',
  readyForPickup: 'Уважаемый клиент, Ваш заказ готов к получению.',
  barcodeOutdatedTitle: 'Статус заказа по штрих-коду',
  barcodeOutdated: 'Уважаемый клиент, Ваш штрих-код не актуален. Замените штрих-код для получения вашего заказа',
  operationReused: 'Эта операция уже выполнена другим запросом',
  operationRequestDiffers: 'Операция с этим номером уже выполнена с другими данными',

  // goods: hand-over
  handedOver: 'Заказ выдан',
  refusalDone: 'Отказ проведён',
  pickupCodeInvalid: 'QR-код клиента недействителен или устарел',
  noParcelsForClient: 'У клиента нет товаров на этом ПВЗ',
  parcelOfOtherClient: 'Это товар другого клиента',
  noClientWithDigits: 'На этом ПВЗ нет клиента с такими последними цифрами телефона',
  issueMixedPoints: 'Выдавать можно только товары выбранного ПВЗ',
  onlinePaymentNotConfirmed: 'Онлайн-оплата не подтверждена',

  // goods: rows
  phoneFormat: 'Некорректный формат записи номера телефона (+7)',
  phoneRequired: 'Укажите телефон клиента',
  pointRequired: 'Выберите ПВЗ',
  severalPhones: 'Было найдено несколько номеров. Впишите полный номер',
  clientOnSeveralPoints: 'У клиента есть товары на разных ПВЗ!',
  orderAccountUnknown: 'Аккаунт заказа не найден',
  marketplaceUnknown: 'Маркетплейс не найден',
  marketplaceRequired: 'Выберите маркетплейс',
  linkInvalid: 'Ссылка на товар должна начинаться с http:// или https://',
  issuedMoneyLocked: 'Товар уже выдан: суммы и ПВЗ изменить нельзя',
  acceptedPlaceLocked: 'Товар уже в ячейке: клиента и ПВЗ изменить нельзя',
  boxScannedHere: 'Это этикетка коробки: коробки принимаются на странице «Приёмка коробок»',
  kindHasNoField: 'У этого вида товаров нет такого поля',
  filterInvalid: 'Некорректный фильтр таблицы',
  columnHidden: 'Нет прав на этот столбец',
  rowCopied: 'Запись скопирована',
  toSortingCenterDone: 'Товары отмечены как доставленные на СЦ',

  // goods: boxes and distribution
  boxOpened: 'Коробка создана',
  boxNotFound: 'Коробка не найдена',
  boxCodeExpected: 'Это не этикетка коробки',
  itemCodeExpected: 'Это не этикетка товара',
  parcelInBox: 'Товар в коробке!',
  parcelOfOtherBoxPoint: 'Ошибка. Товар не этого ПВЗ!',
  parcelAlreadyInThisBox: 'Товар уже в этой коробке',
  parcelAtPointAlready: 'Товар уже на ПВЗ: в коробку его не положить',
  parcelNotInBox: 'Этого товара нет в коробке',
  parcelRemovedFromBox: 'Товар убран из коробки',
  boxLeftSorting: 'Коробка уже у курьера: состав менять нельзя',
  boxOnCourier: 'На курьере',
  boxDelivered: 'Доставлено',
  boxDeliveredAlready: 'Коробка уже доставлена!',
  boxStatusSet: 'Статус коробки изменён',
  boxAcceptedAlready: 'Коробка уже принята на ПВЗ',
  boxOfOtherPoint: 'Ошибка. Коробка другого ПВЗ!',
  boxAccepted: 'Коробка принята на ПВЗ!',
  boxAcceptedEarlier: 'Коробка принята ранее!',
  boxNotDeliveredYet: 'Курьер не отметил коробку как доставленную — она принята, проверьте у курьера',

  // goods: returns
  returnsShipped: 'Возвраты отмечены как отправленные',
  returnsVerified: 'Возвраты отмечены как проверенные',
  verifyBeforeShip: 'Сначала отметьте отправку',
  refundRowsRepeated: 'Каждый товар указывается один раз',
  returnBoxOpened: 'Коробка возвратов открыта',
  returnBoxNotFound: 'Коробка возвратов не найдена',
  returnBoxClosed: 'Коробка возвратов уже закрыта: акт сформирован',
  returnBoxEmpty: 'В коробке нет товаров: акт формировать не из чего',
  returnPacked: 'Товар добавлен в коробку',
  returnUnpacked: 'Товар убран из коробки',
  returnNotInBox: 'Этого товара нет в коробке',
  returnActFormed: 'Акт возврата сформирован',
  returnScanNotItem: 'Код не распознан: отсканируйте этикетку товара',
  returnNotRefused: 'Это не возврат: по товару не было отказа',
  returnVerifiedAlready: 'Возврат уже проверен',
  returnOfOtherMarketplace: 'Товар другого маркетплейса: положите его в коробку своего маркетплейса',
  returnPackedHere: 'Товар уже в этой коробке',

  // goods: inventory
  inventoryChecked: 'Инвентаризация проверена, отчёт сохранён',
  inventoryNothingScanned: 'Отсканируйте хотя бы один товар',
  inventoryReportNotFound: 'Отчёт инвентаризации не найден',
  inventoryAlreadyScanned: 'Уже отсканирован',
  inventoryNotAnItem: 'Это не этикетка товара: сканируйте товары на полках',

  // goods: working lists and chronicles
  periodInvalid: 'Неверный период: укажите даты в формате ГГГГ-ММ-ДД, начало не позже конца',
  exportFailed: 'Не удалось выгрузить таблицу. Попробуйте ещё раз',

  // goods: search, phone card, public order page
  findQueryEmpty: 'Введите ID, этикетку, телефон или ссылку на заказ',
  nothingFound: 'Ничего не найдено',
  orderPageNotFound: 'Страница не найдена',

  // platform
  insecureContext: 'Список нельзя расшифровать: откройте приложение по HTTPS',
  listUnreadable: 'Не удалось расшифровать список. Обновите страницу',
  signOutFailed: 'Не удалось выйти: нет связи с сервером. Попробуйте ещё раз',
  remoteFailed: 'Не удалось загрузить раздел. Проверьте соединение и попробуйте ещё раз',
} as const;

export type MessageKey = keyof typeof messages;

/** Messages that name something. */
export const describe = {
  ...describeLedger,
  ...describeAdvanceReport,
  ...describePayroll,
  ...describeStatements,
  ...describeItinerary,
  ...describeEquipment,
  ...describeChat,
  columnNotWritable: (title: string) => `Нет прав на изменение поля «${title}»`,
  grantBeyondOwnPage: (title: string) => `Нельзя выдать больше прав, чем у вас: страница «${title}»`,
  grantBeyondOwnColumn: (kind: string, column: string) =>
    `Нельзя выдать больше прав, чем у вас: столбец «${column}» («${kind}»)`,
  roleInUse: (count: number) => `Роль назначена пользователям (${count}): сначала смените им роль`,
  pointInUse: (reason: string) => `Нельзя удалить ПВЗ: ${reason}`,
  sortingCenterInUse: (count: number) => `Нельзя удалить: сортировочный центр назначен пользователям (${count})`,
  marketplaceInUse: (count: number) => `Нельзя удалить: маркетплейс указан у ПВЗ (${count})`,
  rowsCreated: (count: number) => (count === 1 ? 'Запись создана' : `Создано записей: ${count}`),
  rowsDeleted: (count: number) => (count === 1 ? 'Запись удалена' : `Удалено записей: ${count}`),
  rowsAccepted: (count: number) => `Принято на ПВЗ: ${count}`,
  // goods: boxes and distribution
  boxParcelOfOtherBox: (boxId: number) => `Товар уже в коробке №${boxId}`,
  boxParcelCount: (count: number) => `Товаров в коробке: ${count}`,
  cellSpoken: (cell: number) => `Ячейка ${cell}`,
  cellFreed: (cell: number) => `Ячейка ${cell} освобождена`,
  inventoryCodeUnreadable: (code: string) => `Код «${code}» не является этикеткой товара`,
  // goods: returns
  returnNotRefused: (id: number) => `Товар № ${id} — не возврат: по нему не было отказа`,
  returnShippedAlready: (id: number) => `Товар № ${id} уже отмечен как отправленный`,
  returnVerifiedAlready: (id: number) => `Товар № ${id} уже проверен`,
  returnNotShipped: (id: number) => `${messages.verifyBeforeShip}: товар № ${id} ещё не отправлен`,
  refundInvalid: (id: number) => `Сумма возврата товара № ${id}: целое число копеек, не меньше 0`,
  refundAbovePrice: (id: number) => `Сумма возврата товара № ${id} больше его стоимости`,
  goodsOfPoint: (point: string) => `Товар не этого ПВЗ: он для «${point}»`,
  returnInOtherBox: (boxId: number) => `Товар уже в коробке возвратов № ${boxId}`,
  // goods: a grid filter whose value does not fit its column
  filterWholeNumber: (title: string) =>
    `Фильтр по столбцу «${title}»: нужно целое число, по модулю не больше 2 147 483 647`,
  filterPercent: (title: string) =>
    `Фильтр по столбцу «${title}»: нужен процент от 0 до 100, не больше двух знаков после запятой`,
  filterDate: (title: string) => `Фильтр по столбцу «${title}»: нужна дата с 2000 по 2100 год`,
  pointCreatedWithCells: (count: number) =>
    count === 0 ? 'ПВЗ создан без ячеек: добавьте их на странице «Ячейки»' : `ПВЗ создан, ячеек: ${count}`,
  cellsAdded: (from: number, to: number) =>
    from === to ? `Добавлена ячейка ${from}` : `Добавлены ячейки ${from}–${to}`,
};
