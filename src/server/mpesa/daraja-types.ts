/** Daraja's request and answer shapes (Lipa na M-Pesa Online, STK query, B2C v3, transaction status, C2B). */

export interface StkPushRequest {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  TransactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  Amount: number;
  PartyA: string;
  PartyB: string;
  PhoneNumber: string;
  CallBackURL: string;
  AccountReference: string;
  TransactionDesc: string;
}

export interface StkPushResponse {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResponseCode: string;
  ResponseDescription: string;
  CustomerMessage: string;
}

export interface StkQueryRequest {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  CheckoutRequestID: string;
}

export interface StkQueryResponse {
  ResponseCode: string;
  ResponseDescription: string;
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResultCode: string | number;
  ResultDesc: string;
}

export interface B2CRequest {
  OriginatorConversationID: string;
  InitiatorName: string;
  SecurityCredential: string;
  CommandID: 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
  Amount: number;
  PartyA: string;
  PartyB: string;
  Remarks: string;
  QueueTimeOutURL: string;
  ResultURL: string;
  Occasion: string;
}

export interface B2CResponse {
  ConversationID: string;
  OriginatorConversationID: string;
  ResponseCode: string;
  ResponseDescription: string;
}

export interface TransactionStatusRequest {
  Initiator: string;
  SecurityCredential: string;
  CommandID: 'TransactionStatusQuery';
  TransactionID?: string;
  OriginalConversationID?: string;
  PartyA: string;
  IdentifierType: '4';
  ResultURL: string;
  QueueTimeOutURL: string;
  Remarks: string;
  Occasion: string;
}

export interface AcceptedResponse {
  ConversationID: string;
  OriginatorConversationID: string;
  ResponseCode: string;
  ResponseDescription: string;
}

/** C2B register URL: where M-Pesa asks whether to accept a paybill payment, and where it confirms one. */
export interface C2BRegisterRequest {
  ShortCode: string;
  /** What M-Pesa does when the validation URL does not answer: complete or cancel the payment. */
  ResponseType: 'Completed' | 'Cancelled';
  ConfirmationURL: string;
  ValidationURL: string;
}

/** Daraja spells it OriginatorCoversationID in C2B answers. */
export interface C2BAcceptedResponse {
  OriginatorCoversationID?: string;
  ResponseCode: string;
  ResponseDescription: string;
}

/** C2B simulate (sandbox only): a customer pays the paybill. */
export interface C2BSimulateRequest {
  ShortCode: string;
  CommandID: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  Amount: number;
  Msisdn: string;
  BillRefNumber: string;
}

/** What M-Pesa posts to the validation and the confirmation URLs (every value a string). */
export interface C2BPaymentBody {
  TransactionType: string;
  TransID: string;
  TransTime: string;
  TransAmount: string;
  BusinessShortCode: string;
  BillRefNumber: string;
  InvoiceNumber: string;
  OrgAccountBalance: string;
  ThirdPartyTransID: string;
  MSISDN: string;
  FirstName: string;
  MiddleName: string;
  LastName: string;
}

export interface CallbackItem {
  Name: string;
  Value?: string | number;
}

/** What Daraja posts to the STK push CallBackURL. */
export interface StkCallbackBody {
  Body: {
    stkCallback: {
      MerchantRequestID: string;
      CheckoutRequestID: string;
      ResultCode: number | string;
      ResultDesc: string;
      CallbackMetadata?: { Item: CallbackItem[] };
    };
  };
}

export interface ResultParameter {
  Key: string;
  Value?: string | number;
}

/** What Daraja posts to a B2C or transaction-status ResultURL. */
export interface ResultBody {
  Result: {
    ResultType: number | string;
    ResultCode: number | string;
    ResultDesc: string;
    OriginatorConversationID: string;
    ConversationID: string;
    TransactionID: string;
    ResultParameters?: { ResultParameter: ResultParameter[] | ResultParameter };
    ReferenceData?: unknown;
  };
}

/** Daraja's error body. */
export interface DarajaErrorBody {
  requestId?: string;
  errorCode?: string;
  errorMessage?: string;
}

/** Account Balance: the organisation's accounts; the answer is posted to ResultURL. */
export interface AccountBalanceRequest {
  Initiator: string;
  SecurityCredential: string;
  CommandID: 'AccountBalance';
  PartyA: string;
  IdentifierType: '4';
  Remarks: string;
  QueueTimeOutURL: string;
  ResultURL: string;
}

/** Pull Transactions: the shortcode's M-Pesa transactions between two Nairobi times ('YYYY-MM-DD HH:MM:SS'). */
export interface PullTransactionsRequest {
  ShortCode: string;
  StartDate: string;
  EndDate: string;
  /** The row to start from, as a string: '0', '1000', … (pages of 1,000). */
  OffSetValue: string;
}

/** One transaction of a Pull Transactions answer (Daraja spells the keys in either case). */
export interface PullTransaction {
  TransactionID: string;
  TrxDate: string;
  Msisdn: string;
  TransactionType: string;
  BillReference: string;
  Amount: string;
}

export interface PullTransactionsResponse {
  ResponseRefID?: string;
  ResponseCode?: string;
  ResponseMessage?: string;
  /** Daraja nests the list once more: `[[…]]`; a flat list is read too. */
  Response?: unknown;
}
