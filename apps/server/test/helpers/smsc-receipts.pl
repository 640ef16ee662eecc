#!/usr/bin/perl
# An SMPP 3.4 SMSC that sends delivery receipts, on Net::SMPP (Debian's libnet-smpp-perl): it takes transmitter,
# receiver and transceiver binds, answers each submit_sm with a message id, and half a second later sends that text's
# receipt on a receiver bind, as deliver_sm with esm_class 0x04 and the body of SMPP 3.4 appendix B
# ("id:... sub:001 dlvrd:001 submit date:... done date:... stat:DELIVRD err:000 text:..."). A text to a number ending
# in 2 is UNDELIV with err:001; any other DELIVRD. Kannel's test SMSC (drive_smpp) sends no receipts: this does.
# Prints "PORT n" once listening; logs each PDU it takes to stdout.
use strict;
use warnings;
use IO::Select;
use Net::SMPP;
use Time::HiRes qw(time);
use POSIX qw(strftime);

$| = 1;
my $listen = Net::SMPP->new_listen('127.0.0.1', port => 0, smpp_version => 0x34)
  or die "cannot listen: $!";
print 'PORT ', $listen->sockport, "\n";

my $select = IO::Select->new($listen);
my @receivers;
my @pending;    # [message id, from, to, due]
my $count = 0;

while (1) {
  for my $fh ($select->can_read(0.05)) {
    if ($fh == $listen) {
      my $c = $listen->accept or next;
      $select->add($c);
      next;
    }
    my $pdu = $fh->read_pdu;
    if (!$pdu) {
      $select->remove($fh);
      @receivers = grep { $_ != $fh } @receivers;
      close $fh;
      next;
    }
    my $cmd = $pdu->{cmd};
    my $seq = $pdu->{seq};
    if ($cmd == Net::SMPP::CMD_bind_transmitter) {
      print "bind_transmitter\n";
      $fh->bind_transmitter_resp(seq => $seq, system_id => 'receipts');
    } elsif ($cmd == Net::SMPP::CMD_bind_receiver) {
      print "bind_receiver\n";
      $fh->bind_receiver_resp(seq => $seq, system_id => 'receipts');
      push @receivers, $fh;
    } elsif ($cmd == Net::SMPP::CMD_bind_transceiver) {
      print "bind_transceiver\n";
      $fh->bind_transceiver_resp(seq => $seq, system_id => 'receipts');
      push @receivers, $fh;
    } elsif ($cmd == Net::SMPP::CMD_submit_sm) {
      my $id = sprintf('r%06d', ++$count);
      print "submit_sm $id from $pdu->{source_addr} to $pdu->{destination_addr}\n";
      $fh->submit_sm_resp(seq => $seq, message_id => $id);
      push @pending, [$id, $pdu->{source_addr}, $pdu->{destination_addr}, time + 0.5];
    } elsif ($cmd == Net::SMPP::CMD_enquire_link) {
      $fh->enquire_link_resp(seq => $seq);
    } elsif ($cmd == Net::SMPP::CMD_unbind) {
      $fh->unbind_resp(seq => $seq);
    }
    # deliver_sm_resp and anything else: nothing to answer.
  }
  next unless @receivers;
  my $now = time;
  my @later;
  for my $p (@pending) {
    my ($id, $from, $to, $due) = @$p;
    if ($due > $now) {
      push @later, $p;
      next;
    }
    my $failed = $to =~ /2$/;
    my $stat = $failed ? 'UNDELIV' : 'DELIVRD';
    my $err = $failed ? '001' : '000';
    my $date = strftime('%y%m%d%H%M', gmtime);
    my $body = "id:$id sub:001 dlvrd:" . ($failed ? '000' : '001')
      . " submit date:$date done date:$date stat:$stat err:$err text:";
    print "receipt $id $stat\n";
    $receivers[0]->deliver_sm(
      source_addr => $to,
      destination_addr => $from,
      esm_class => 0x04,
      short_message => $body,
      async => 1,
    );
  }
  @pending = @later;
}
